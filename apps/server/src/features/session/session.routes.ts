import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import {
  acceptInvite,
  endOtherSessions,
  endSession,
  forgotPassword,
  getMe,
  inspectOneTimeLink,
  listSessions,
  login,
  logout,
  refreshToken,
  resetPassword,
} from '@baitwatch/contracts/auth/session-calls';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { REFRESH_COOKIE } from '@baitwatch/contracts/common/product';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies.ts';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { rememberBrowser, signInClientOf } from '../../auth/sign-in-client.ts';
import { DURING_ENROLMENT, serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';
import type { IssuedSession, SignIn, SignInClient } from './session.service.ts';

const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;
const noEmail = () => undefined;

/** The session endpoints under /v1/auth (spec doc 1 §4 "Session handling"; docs/decisions/0002). */
export async function registerSessionRoutes(v1: FastifyInstance, ctx: AppContext) {
  const sessions = ctx.session;
  const links = ctx.oneTimeLinks;
  const secure = ctx.config.secureCookies;
  const answer = (reply: FastifyReply, issued: IssuedSession) => {
    setSessionCookies(reply, issued, secure);
    return issued.body;
  };
  /** A session's cookies (and the browser's device id) and body, or the second step's challenge (no cookies yet). */
  const answerSignIn = (reply: FastifyReply, client: SignInClient, outcome: SignIn) => {
    if (!('body' in outcome)) return outcome;
    rememberBrowser(reply, client, secure);
    return answer(reply, outcome);
  };
  const refreshTokenOf = (request: FastifyRequest, fromBody: string | undefined) =>
    fromBody || request.cookies[REFRESH_COOKIE];

  await v1.register(
    async (auth) => {
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

      serveCall(
        auth,
        login,
        async ({ request, body }, reply) => {
          const client = signInClientOf(request);
          const outcome = await links.login(body, client);
          return 'passwordChangeRequired' in outcome ? outcome : answerSignIn(reply, client, outcome);
        },
        { preHandler: loginLimit },
      );

      serveCall(auth, refreshToken, async ({ request, body }, reply) => {
        try {
          return answer(
            reply,
            await sessions.refresh(refreshTokenOf(request, body?.refresh_token), request.ip),
          );
        } catch (error) {
          // A failed refresh ends the session in the browser too.
          clearSessionCookies(reply, secure);
          throw error;
        }
      });

      serveCall(auth, logout, async ({ request, body }, reply) => {
        await sessions.logout(refreshTokenOf(request, body?.refresh_token));
        clearSessionCookies(reply, secure);
        return { message: AUTH_MESSAGES.loggedOut };
      });

      // Open to a session that must enrol a factor first (who it is, its sessions): DURING_ENROLMENT.
      serveCall(auth, getMe, ({ user }) => sessions.me(user), DURING_ENROLMENT);

      serveCall(
        auth,
        listSessions,
        ({ user, request }) => sessions.sessions(user, request.sessionId),
        DURING_ENROLMENT,
      );
      serveCall(
        auth,
        endSession,
        async ({ user, params }) => {
          await sessions.endOwnSession(user, params.sessionId);
          return { message: AUTH_MESSAGES.sessionEnded };
        },
        DURING_ENROLMENT,
      );
      serveCall(
        auth,
        endOtherSessions,
        async ({ user, request }) => ({ ended: await sessions.endOtherSessions(user, request.sessionId) }),
        DURING_ENROLMENT,
      );

      serveCall(
        auth,
        forgotPassword,
        async ({ body }) => {
          await links.forgotPassword(body.email);
          return { message: MESSAGES.resetSent };
        },
        { preHandler: forgotLimit },
      );

      serveCall(auth, inspectOneTimeLink, ({ params }) => links.inspect(params.token));

      serveCall(
        auth,
        resetPassword,
        async ({ request, body }, reply) => {
          const client = signInClientOf(request);
          return answerSignIn(reply, client, await links.resetPassword(body.token, body.password, client));
        },
        { preHandler: setPasswordLimit },
      );

      serveCall(
        auth,
        acceptInvite,
        async ({ request, body }, reply) => {
          const client = signInClientOf(request);
          return answerSignIn(reply, client, await links.acceptInvite(body.token, body.password, client));
        },
        { preHandler: setPasswordLimit },
      );
    },
    { prefix: '/auth' },
  );
}
