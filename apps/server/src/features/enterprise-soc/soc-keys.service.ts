import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { FastifyReply } from 'fastify';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { rateLimitRepository } from '../../auth/rate-limit.repository.ts';
import { AppError } from '../../http/errors.ts';
import { apiKeysService } from '../api-keys/api-keys.service.ts';
import type { FeatureContext } from '../context.ts';

const WINDOW_MS = 60_000;

/**
 * Admits a presented SOC API key, for every surface the keys open (the Enterprise SOC API, TAXII):
 * 401 for a key no organization or tenant holds or one past its expiry, then the key's rate limit
 * (decision 0047): `SOC_RATE_LIMIT_PER_MINUTE` calls per key in a fixed minute, counted in
 * rate_limit_counters under one name per key, so every process and every surface share one budget.
 * Every answer carries RateLimit-Limit, -Remaining, -Reset and -Policy; beyond the limit, 429.
 */
export function socKeysService(ctx: FeatureContext) {
  const keys = apiKeysService(ctx);
  const counters = rateLimitRepository(ctx.database.db, ctx.clock);
  const limit = ctx.config.socRateLimitPerMinute;
  return {
    async admit(key: string, reply: FastifyReply): Promise<ApiKeyHolderRef> {
      const holder = await keys.holderOf(key);
      if (!holder) throw new AppError(401, ERROR_CODES.unauthorized, SOC_MESSAGES.unknownKey);
      const counter = createHash('sha256').update(`soc-api\n${key}`).digest('base64url');
      const { hits, resetSeconds } = await counters.hitWindow(counter, WINDOW_MS);
      reply.header('ratelimit-limit', String(limit));
      reply.header('ratelimit-remaining', String(Math.max(0, limit - hits)));
      reply.header('ratelimit-reset', String(resetSeconds));
      reply.header('ratelimit-policy', `${limit};w=60`);
      if (hits > limit) {
        reply.header('retry-after', String(resetSeconds));
        throw new AppError(429, ERROR_CODES.rateLimited, SOC_MESSAGES.rateLimited);
      }
      return holder.kind === 'customer'
        ? {
            kind: 'customer',
            customerId: holder.customerId,
            tenantId: holder.tenantId,
            licenseType: holder.licenseType,
          }
        : { kind: 'tenant', tenantId: holder.tenantId };
    },
  };
}
