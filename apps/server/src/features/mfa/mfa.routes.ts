import {
  completeSecondFactor,
  confirmTotpEnrolment,
  getMfaStatus,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpEnrolment,
  stepUp,
} from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import type { FastifyInstance } from 'fastify';
import { setSessionCookies } from '../../auth/cookies.ts';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { rememberBrowser, signInClientOf } from '../../auth/sign-in-client.ts';
import { noStore } from '../../http/no-store.ts';
import { DURING_ENROLMENT, serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The second factor's calls (mfa/calls.ts). */
export async function registerMfaRoutes(v1: FastifyInstance, ctx: AppContext) {
  const mfa = ctx.mfa;
  // By address: each challenge takes five wrong codes anyway, and each challenge costs a password
  // step, which the login's own limits count per account.
  const secondStepLimit = attemptLimiter(
    { db: ctx.database.db, clock: ctx.clock },
    'second-factor',
    () => undefined,
    {
      perEmail: 30,
      perIp: 30,
    },
  );
  serveCall(
    v1,
    completeSecondFactor,
    async ({ request, body }, reply) => {
      const client = signInClientOf(request);
      const issued = await mfa.completeLogin(body, client);
      rememberBrowser(reply, client, ctx.config.secureCookies);
      setSessionCookies(reply, issued, ctx.config.secureCookies);
      return issued.body;
    },
    { preHandler: secondStepLimit },
  );
  // Setting a factor up is what a session waiting for enrolment may do.
  serveCall(v1, getMfaStatus, ({ user }) => mfa.status(user), DURING_ENROLMENT);
  serveCall(
    v1,
    startTotpEnrolment,
    async ({ user }, reply) => noStore(reply, await mfa.startTotp(user)),
    DURING_ENROLMENT,
  );
  serveCall(
    v1,
    confirmTotpEnrolment,
    async ({ user, body }, reply) => noStore(reply, await mfa.confirmTotp(user, body.code)),
    DURING_ENROLMENT,
  );
  serveCall(
    v1,
    stepUp,
    async ({ user, request, body }) => {
      await mfa.stepUp(user, request.sessionId, body);
      return { message: MFA_MESSAGES.steppedUp };
    },
    { preHandler: secondStepLimit },
  );
  serveCall(v1, removeTotp, async ({ user, body }) => {
    await mfa.removeTotp(user, body.code);
    return { message: MFA_MESSAGES.removed };
  });
  // A step-up call (mfa/step-up.ts): the session proved a factor in the last minutes before it runs.
  serveCall(v1, regenerateRecoveryCodes, async ({ user }, reply) =>
    noStore(reply, await mfa.regenerateRecoveryCodes(user)),
  );
}
