import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { rateLimitRepository } from '../../auth/rate-limit.repository.ts';
import { AppError } from '../../http/errors.ts';
import type { RateWindow } from '../../http/rate-window.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { FeatureContext } from '../context.ts';

const WINDOW_MS = 60_000;

/**
 * Admits a presented SOC API key, for every surface the keys open (the Enterprise SOC API, TAXII):
 * 401 for a key no organization or tenant holds or one past its expiry; else the key's holder and its
 * rate-limit window (decision 0047): `SOC_RATE_LIMIT_PER_MINUTE` calls per key in a fixed minute,
 * counted in rate_limit_counters under one name per key, so every process and every surface share one
 * budget. The surfaces' hooks answer the window (http/rate-window.ts).
 */
export function socKeysService(deps: FeatureContext & { apiKeys: ApiKeysService }) {
  const keys = deps.apiKeys;
  const counters = rateLimitRepository(deps.database.db, deps.clock);
  const limit = deps.config.socRateLimitPerMinute;
  return {
    async admit(key: string): Promise<{ holder: ApiKeyHolderRef; window: RateWindow }> {
      const holder = await keys.holderOf(key);
      if (!holder) throw new AppError(401, ERROR_CODES.unauthorized, SOC_MESSAGES.unknownKey);
      const counter = createHash('sha256').update(`soc-api\n${key}`).digest('base64url');
      const { hits, resetSeconds } = await counters.hitWindow(counter, WINDOW_MS);
      const window = {
        limit,
        remaining: Math.max(0, limit - hits),
        resetSeconds,
        windowSeconds: WINDOW_MS / 1000,
        exceeded: hits > limit,
      };
      return {
        window,
        holder:
          holder.kind === 'customer'
            ? {
                kind: 'customer',
                customerId: holder.customerId,
                tenantId: holder.tenantId,
                licenseType: holder.licenseType,
              }
            : { kind: 'tenant', tenantId: holder.tenantId },
      };
    },
  };
}

export type SocKeysService = ReturnType<typeof socKeysService>;
