import { forgotPasswordRequestSchema } from '@baitwatch/contracts/auth/forgot-password';
import {
  loginRequestSchema,
  loginResponseSchema,
  tokenResponseSchema,
} from '@baitwatch/contracts/auth/login';
import { logoutRequestSchema, messageResponseSchema } from '@baitwatch/contracts/auth/logout';
import { meResponseSchema } from '@baitwatch/contracts/auth/me';
import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { oneTimeLinkParamsSchema, oneTimeLinkResponseSchema } from '@baitwatch/contracts/auth/one-time-link';
import { refreshTokenRequestSchema } from '@baitwatch/contracts/auth/refresh-token';
import { setPasswordRequestSchema } from '@baitwatch/contracts/auth/set-password';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { REFRESH_COOKIE } from '@baitwatch/contracts/common/product';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies.ts';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { oneTimeLinksService } from './one-time-links.service.ts';
import { type IssuedSession, sessionService } from './session.service.ts';

const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;
const noEmail = () => undefined;

/** The session endpoints under /v1/auth (spec doc 1 §4 "Session handling"; docs/decisions/0002). */
export async function registerSessionRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const sessions = sessionService(ctx);
  const links = oneTimeLinksService(ctx);
  const secure = ctx.config.secureCookies;
  const answer = (reply: FastifyReply, issued: IssuedSession) => {
    setSessionCookies(reply, issued, secure);
    return issued.body;
  };
  const refreshTokenOf = (request: FastifyRequest, fromBody: string | undefined) =>
    fromBody || request.cookies[REFRESH_COOKIE];

  await v1.register(
    async (scope) => {
      const auth = scope.withTypeProvider<ZodTypeProvider>();
      const limiterDeps = { db: ctx.database.db, clock: ctx.clock };
      const loginLimit = attemptLimiter(limiterDeps, 'login', bodyEmail);
      const forgotLimit = attemptLimiter(limiterDeps, 'forgot-password', bodyEmail, {
        perEmail: 5,
        perIp: 30,
        perEmailAnyIp: 10,
      });
      const setPasswordLimit = attemptLimiter(limiterDeps, 'set-password', noEmail, {
        perEmail: 30,
        perIp: 30,
      });

      auth.post(
        '/login',
        {
          config: { public: true },
          preHandler: loginLimit,
          schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
        },
        async (request, reply) => {
          const outcome = await links.login(request.body);
          return 'body' in outcome ? answer(reply, outcome) : outcome;
        },
      );

      auth.post(
        '/refresh-token',
        {
          config: { public: true },
          schema: { body: refreshTokenRequestSchema, response: { 200: tokenResponseSchema } },
        },
        async (request, reply) => {
          try {
            return answer(
              reply,
              await sessions.refresh(refreshTokenOf(request, request.body?.refresh_token)),
            );
          } catch (error) {
            // A failed refresh ends the session in the browser too.
            clearSessionCookies(reply, secure);
            throw error;
          }
        },
      );

      auth.post(
        '/logout',
        {
          // The refresh cookie names the session: logging out works after the token has expired.
          config: { public: true },
          schema: { body: logoutRequestSchema, response: { 200: messageResponseSchema } },
        },
        async (request, reply) => {
          await sessions.logout(refreshTokenOf(request, request.body?.refresh_token));
          clearSessionCookies(reply, secure);
          return { message: AUTH_MESSAGES.loggedOut };
        },
      );

      auth.get('/me', { schema: { response: { 200: meResponseSchema } } }, async (request) =>
        sessions.me(requireUser(request)),
      );

      auth.post(
        '/forgot-password',
        {
          config: { public: true },
          preHandler: forgotLimit,
          schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
        },
        async (request) => {
          await links.forgotPassword(request.body.email);
          return { message: MESSAGES.resetSent };
        },
      );

      auth.get(
        '/one-time/:token',
        {
          config: { public: true },
          schema: { params: oneTimeLinkParamsSchema, response: { 200: oneTimeLinkResponseSchema } },
        },
        async (request) => links.inspect(request.params.token),
      );

      auth.post(
        '/reset-password',
        {
          config: { public: true },
          preHandler: setPasswordLimit,
          schema: { body: setPasswordRequestSchema, response: { 200: tokenResponseSchema } },
        },
        async (request, reply) =>
          answer(reply, await links.resetPassword(request.body.token, request.body.password)),
      );

      auth.post(
        '/accept-invite',
        {
          config: { public: true },
          preHandler: setPasswordLimit,
          schema: { body: setPasswordRequestSchema, response: { 200: tokenResponseSchema } },
        },
        async (request, reply) =>
          answer(reply, await links.acceptInvite(request.body.token, request.body.password)),
      );
    },
    { prefix: '/auth' },
  );
}
