import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { API_KEY_HEADER } from '@baitwatch/contracts/enterprise-soc/constants';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { rateLimitRepository } from '../../auth/rate-limit.repository.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { apiKeysService } from '../api-keys/api-keys.service.ts';
import type { FeatureContext } from '../context.ts';

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The holder of the request's SOC API key, set by the key check (enterprise-soc routes only). */
    socKeyHolder?: ApiKeyHolderRef;
  }
}

/** The holder the key check put on the request; the routes run only after it. */
export const keyHolder = (request: FastifyRequest): ApiKeyHolderRef => {
  if (!request.socKeyHolder) throw new AppError(401, ERROR_CODES.unauthorized, SOC_MESSAGES.unknownKey);
  return request.socKeyHolder;
};

/**
 * Every SOC API call: the `apikey` header (400 without it, 401 for a key no organization holds or one
 * past its expiry), then the key's rate limit (decision 0047): `SOC_RATE_LIMIT_PER_MINUTE` (default 120) calls per key
 * in a fixed minute, counted in rate_limit_counters so every server process shares it, with the
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers on every answer and 429 beyond.
 */
export function protectWithApiKey(scope: FastifyInstance, ctx: FeatureContext) {
  const keys = apiKeysService(ctx);
  const counters = rateLimitRepository(ctx.database.db);
  const limit = ctx.config.socRateLimitPerMinute;
  scope.addHook('onRequest', async (request, reply) => {
    const presented = request.headers[API_KEY_HEADER];
    const key = Array.isArray(presented) ? presented[0] : presented;
    if (!key?.trim()) throw badRequest(SOC_MESSAGES.missingKey);
    const holder = await keys.holderOf(key.trim());
    if (!holder) throw new AppError(401, ERROR_CODES.unauthorized, SOC_MESSAGES.unknownKey);
    const counter = createHash('sha256').update(`soc-api\n${key.trim()}`).digest('base64url');
    const { hits, resetSeconds } = await counters.hitWindow(counter, WINDOW_MS);
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - hits)));
    reply.header('ratelimit-reset', String(resetSeconds));
    reply.header('ratelimit-policy', `${limit};w=60`);
    if (hits > limit) {
      reply.header('retry-after', String(resetSeconds));
      throw new AppError(429, ERROR_CODES.rateLimited, SOC_MESSAGES.rateLimited);
    }
    request.socKeyHolder =
      holder.kind === 'customer'
        ? {
            kind: 'customer',
            customerId: holder.customerId,
            tenantId: holder.tenantId,
            licenseType: holder.licenseType,
          }
        : { kind: 'tenant', tenantId: holder.tenantId };
  });
}
