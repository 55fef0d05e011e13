import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { TOKEN_COOKIE } from '@baitwatch/contracts/common/product';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Reads the token from `Authorization: Bearer` or the token cookie; routes then call `requireUser`. */
export function installSession(app: FastifyInstance, tokens: TokenSigner) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const token = bearer || request.cookies?.[TOKEN_COOKIE];
    request.sessionUser = token ? await tokens.verify(token) : null;
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** A route hook that answers 401 before any input is parsed when there is no valid session. */
export async function authenticate(request: FastifyRequest) {
  requireUser(request);
}
