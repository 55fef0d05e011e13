import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { type Role, TOKEN_COOKIE } from '@baitwatch/contracts/common/product';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { SIGN_IN_POLICY_MESSAGES } from '@baitwatch/contracts/mfa/policy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../http/errors.ts';
import type { LiveSessions } from './live-sessions.ts';
import type { TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The session (refresh family) the request's token names, while it lives. */
    sessionId: string | null;
    /** The session may only enrol the factor its sign-in policy asks for (decision 0075). */
    enrolmentRequired: boolean;
    /** A sensitive change may go ahead: no factor set up, or one proved in the last 5 minutes. */
    factorFresh: boolean;
  }
  interface FastifyContextConfig {
    /** The route answers without a session (login, refresh, one-time links, branding). */
    public?: boolean;
    /**
     * The only roles the route serves: anyone else is a 403 before the input is read (an empty body
     * from a CustomerAdmin is refused for who asks, not answered as a 400 that says what to send).
     * The service still decides which organizations and tenants each of these may touch.
     */
    roles?: readonly Role[];
    /** Open to a session that must enrol a factor first: who it is, setting up the factor, its sessions. */
    duringEnrolment?: boolean;
    /** A sensitive change: it asks for a factor proved in the last 5 minutes (mfa/step-up.ts). */
    freshFactor?: boolean;
  }
}

/**
 * Reads the token from `Authorization: Bearer` or the token cookie; routes then call `requireUser`.
 * A token counts only while its session lives: logout, reuse of a refresh token, a password reset or
 * the user's removal end it before the token expires.
 */
export function installSession(app: FastifyInstance, tokens: TokenSigner, sessions: LiveSessions) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('enrolmentRequired', false);
  app.decorateRequest('factorFresh', false);
  app.addHook('onRequest', async (request) => {
    const session = await liveSessionOf(request, tokens, sessions);
    request.sessionUser = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
    request.enrolmentRequired = session?.enrolmentRequired ?? false;
    request.factorFresh = session?.factorFresh ?? false;
  });
}

/** The user and session the request's token names, when that session lives. */
async function liveSessionOf(request: FastifyRequest, tokens: TokenSigner, sessions: LiveSessions) {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const token = bearer || request.cookies?.[TOKEN_COOKIE];
  const verified = token ? await tokens.verify(token) : null;
  const state = verified ? await sessions.stateOf(verified.user.user_id, verified.sessionId) : null;
  return verified && state ? { ...verified, ...state } : null;
}

/**
 * The user whose live session the request's token names, or null. A long-lived answer (the live
 * console's stream) asks again while it runs: the token may have expired or its session ended since.
 */
export async function sessionUserOf(
  request: FastifyRequest,
  tokens: TokenSigner,
  sessions: LiveSessions,
): Promise<SessionUser | null> {
  return (await liveSessionOf(request, tokens, sessions))?.user ?? null;
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** A route hook that answers 401 before any input is parsed when there is no valid session. */
export async function authenticate(request: FastifyRequest) {
  requireUser(request);
}

/**
 * Every route of this scope (the console API under /v1) answers 401 without a live session, before
 * any input is parsed, unless it is declared with `config: { public: true }` where it is registered.
 * A new route is protected without saying so; the few public ones say so in one place each.
 */
export function requireSessionUnlessPublic(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    const user = requireUser(request);
    const { roles, duringEnrolment, freshFactor } = request.routeOptions.config;
    if (request.enrolmentRequired && !duringEnrolment)
      throw new AppError(403, ERROR_CODES.enrolmentRequired, SIGN_IN_POLICY_MESSAGES.enrolmentRequired);
    if (roles && !roles.includes(user.role)) throw forbidden();
    if (freshFactor && !request.factorFresh)
      throw new AppError(403, ERROR_CODES.stepUpRequired, MFA_MESSAGES.stepUpRequired);
  });
}
