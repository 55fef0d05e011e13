import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { API_KEY_HEADER } from '@baitwatch/contracts/enterprise-soc/constants';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { answerRateWindow } from '../../http/rate-window.ts';
import type { SocKeysService } from './soc-keys.service.ts';

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
 * Every SOC API call: the `apikey` header (400 without it), then the key's admission (401, the shared
 * per-key rate limit and 429: soc-keys.service.ts).
 */
export function protectWithApiKey(scope: FastifyInstance, keys: SocKeysService) {
  scope.addHook('onRequest', async (request, reply) => {
    const presented = request.headers[API_KEY_HEADER];
    const key = Array.isArray(presented) ? presented[0] : presented;
    if (!key?.trim()) throw badRequest(SOC_MESSAGES.missingKey);
    const { holder, window } = await keys.admit(key.trim());
    answerRateWindow(reply, window, SOC_MESSAGES.rateLimited);
    request.socKeyHolder = holder;
  });
}
