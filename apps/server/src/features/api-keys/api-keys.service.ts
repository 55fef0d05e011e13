import { API_KEY_MAX_DAYS } from '@baitwatch/contracts/api-keys/constants';
import type { GenerateApiKeyBody, GenerateApiKeyResponse } from '@baitwatch/contracts/api-keys/expiry-date';
import type { FetchApiKeyResponse } from '@baitwatch/contracts/api-keys/fetch-apikey';
import type { FetchTenantApiKeyResponse } from '@baitwatch/contracts/api-keys/fetch-tenant-apikey';
import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { badRequest } from '../../http/errors.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type ApiKeyKind, apiKeyHash, newApiKey } from './api-key-secrets.ts';
import {
  apiKeysRepository,
  type KeyHolderRow,
  keyOwnerNames,
  type StoredKey,
} from './api-keys.repository.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Who holds a valid (known, unexpired) key: what the SOC API authorizes by. */
export type ApiKeyHolder = KeyHolderRow;

/**
 * The SOC API keys (spec doc 2 §4 "API key display", §6, §7 "API keys"; decision 0046): any admin of
 * an organization sees and generates its key; a tenant's global key is its TenantAdmins' and the
 * provider's. Generating replaces the old key at once and is in the audit log (never the key itself).
 */
export function apiKeysService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = apiKeysRepository(db);
  const audit = ctx.auditLog;
  const sealer = secretSealer(ctx.config.jwtSecret, 'soc-api-key');

  const shown = (stored: StoredKey | null) => {
    const key = stored ? sealer.open(stored.keySealed) : null;
    // A key sealed under another server secret cannot be shown (nor used): the panel offers Generate.
    return key === null || !stored ? null : { key, expiresOn: stored.expiresOn };
  };

  /** The expiry must be a day after today and at most API_KEY_MAX_DAYS away (server clock, UTC). */
  function checkedExpiry(body: GenerateApiKeyBody): string {
    const now = ctx.clock.now();
    if (body.expiryDate <= isoDay(now)) throw badRequest(API_KEY_MESSAGES.expiryNotFuture);
    if (body.expiryDate > isoDay(new Date(now.getTime() + API_KEY_MAX_DAYS * DAY_MS)))
      throw badRequest(API_KEY_MESSAGES.expiryTooFar);
    return body.expiryDate;
  }

  const made = (kind: ApiKeyKind, expiresOn: string) => {
    const key = newApiKey(kind);
    return { key, row: { keyHash: apiKeyHash(key), keySealed: sealer.seal(key), expiresOn } };
  };

  return {
    async customerKey(user: SessionUser, customerId: number): Promise<FetchApiKeyResponse> {
      const organization = await policy.customer(user, customerId);
      const key = shown(await repo.customerKey(organization));
      return { apiKey: key?.key ?? null, apiKeyExpiry: key?.expiresOn ?? null };
    },

    async generateCustomerKey(
      user: SessionUser,
      customerId: number,
      body: GenerateApiKeyBody,
    ): Promise<GenerateApiKeyResponse> {
      const organization = await policy.customer(user, customerId);
      const { key, row } = made('customer', checkedExpiry(body));
      await db.transaction(async (tx) => {
        await repo.replaceCustomerKey(tx, organization, row);
        await audit.record(tx, user, {
          action: 'api-key.generate',
          place: inOrganization(organization),
          target: await keyOwnerNames(tx).organization(organization),
          after: { expiryDate: row.expiresOn },
        });
      });
      return { newApiKey: key, newApiExpiryDate: row.expiresOn };
    },

    async tenantKey(user: SessionUser, tenantId: number): Promise<FetchTenantApiKeyResponse> {
      policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
      const tenant = await policy.tenant(user, tenantId);
      const key = shown(await repo.tenantKey(tenant));
      return { tenantApiKey: key?.key ?? null, tenantApiKeyExpiryDate: key?.expiresOn ?? null };
    },

    async generateTenantKey(
      user: SessionUser,
      tenantId: number,
      body: GenerateApiKeyBody,
    ): Promise<GenerateApiKeyResponse> {
      policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
      const tenant = await policy.tenant(user, tenantId);
      const { key, row } = made('tenant', checkedExpiry(body));
      await db.transaction(async (tx) => {
        await repo.replaceTenantKey(tx, tenant, row);
        await audit.record(tx, user, {
          action: 'tenant-api-key.generate',
          place: inTenant(tenant),
          target: await keyOwnerNames(tx).tenant(tenant),
          after: { expiryDate: row.expiresOn },
        });
      });
      return { newApiKey: key, newApiExpiryDate: row.expiresOn };
    },

    /**
     * Who holds the presented key, when it is known and not past its expiry day; null otherwise. The
     * key is looked up by its hash only: no timing difference tells a near miss from a far one.
     */
    async holderOf(presented: string): Promise<ApiKeyHolder | null> {
      const holder = await repo.holderOf(apiKeyHash(presented));
      if (!holder || holder.expiresOn < isoDay(ctx.clock.now())) return null;
      return holder;
    },

    /** The keys of some organizations as the SOC API's customers list shows them (null: none usable). */
    async shownCustomerKeys(organizations: AuthorizedOrganizations): Promise<Map<number, string | null>> {
      const stored = await repo.customerKeysOf(organizations);
      return new Map(organizations.ids.map((id) => [id, shown(stored.get(id) ?? null)?.key ?? null]));
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
