import { createHash, randomBytes } from 'node:crypto';
import { CUSTOMER_KEY_PREFIX, TENANT_KEY_PREFIX } from '@baitwatch/contracts/api-keys/constants';

export type ApiKeyKind = 'customer' | 'tenant';

/** A new key: its readable prefix, then 256 random bits (base64url, 43 characters). */
export const newApiKey = (kind: ApiKeyKind) =>
  `${kind === 'customer' ? CUSTOMER_KEY_PREFIX : TENANT_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the database looks a key up by. The key is random enough that a plain SHA-256 suffices. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');
