import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * Every /v1 console call must carry the fixed functions-key header. A cross-site form cannot set a
 * custom header, so this doubles as CSRF protection for the cookie-authenticated API.
 */
export function requireFunctionsKey(app: FastifyInstance, key: string) {
  app.addHook('onRequest', async (request) => {
    if (request.headers[FUNCTIONS_KEY_HEADER] !== key) throw forbidden(MESSAGES.missingFunctionsKey);
  });
}
