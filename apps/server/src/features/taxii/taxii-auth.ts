import { API_KEY_HEADER } from '@baitwatch/contracts/enterprise-soc/constants';
import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import { TAXII_MESSAGES } from '@baitwatch/contracts/taxii/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { unauthorized } from '../../http/errors.ts';
import { answerRateWindow } from '../../http/rate-window.ts';
import type { SocKeysService } from '../enterprise-soc/soc-keys.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The holder of the request's SOC API key, set by the TAXII key check (/taxii2/ only). */
    taxiiKeyHolder?: ApiKeyHolderRef;
  }
}

/**
 * The SOC API key of a TAXII request (decision 0050): the SOC API's `apikey` header, or what TAXII
 * clients send: `Authorization: Bearer <key>`, or HTTP Basic with the key as the password (or as the
 * user name when the password is empty, for clients that have one field).
 */
export function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  const direct = (Array.isArray(header) ? header[0] : header)?.trim();
  if (direct) return direct;
  const authorization = request.headers.authorization?.trim() ?? '';
  const [scheme = '', value = ''] = authorization.split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return value || null;
  if (scheme.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  return password.trim() || user.trim() || null;
}

/** The holder the key check put on the request; the routes run only after it. */
export const taxiiHolder = (request: FastifyRequest): ApiKeyHolderRef => {
  if (!request.taxiiKeyHolder) throw unauthorized(TAXII_MESSAGES.missingKey);
  return request.taxiiKeyHolder;
};

/**
 * Every TAXII call: a key (401 without one: TAXII clients answer a 401 challenge with credentials),
 * admitted as on the SOC API, with the same per-key rate limit (one budget for both surfaces).
 */
export function protectTaxiiWithApiKey(scope: FastifyInstance, keys: SocKeysService) {
  scope.addHook('onRequest', async (request, reply) => {
    const key = presentedKey(request);
    if (!key) throw unauthorized(TAXII_MESSAGES.missingKey);
    const { holder, window } = await keys.admit(key);
    answerRateWindow(reply, window, SOC_MESSAGES.rateLimited);
    request.taxiiKeyHolder = holder;
  });
}
