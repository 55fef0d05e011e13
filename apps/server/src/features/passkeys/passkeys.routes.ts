import {
  listPasskeys,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  startPasskeyConfirmation,
  startPasskeyRegistration,
  startPasskeySignIn,
} from '@baitwatch/contracts/passkeys/calls';
import { PASSKEY_MESSAGES } from '@baitwatch/contracts/passkeys/messages';
import type { FastifyInstance } from 'fastify';
import { setSessionCookies } from '../../auth/cookies.ts';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { rememberBrowser, signInClientOf } from '../../auth/sign-in-client.ts';
import { noStore } from '../../http/no-store.ts';
import { DURING_ENROLMENT, serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The passkeys' calls (passkeys/calls.ts, decision 0077). */
export async function registerPasskeyRoutes(v1: FastifyInstance, ctx: AppContext) {
  const passkeys = ctx.passkeys;
  // By address, as the login's second step: a passwordless sign-in has no email to count by, and
  // each options call writes a challenge row.
  const limiterDeps = { db: ctx.database.db, clock: ctx.clock };
  const byAddress = { perEmail: 30, perIp: 30 };
  const optionsLimit = attemptLimiter(limiterDeps, 'passkey-options', () => undefined, byAddress);
  const signInLimit = attemptLimiter(limiterDeps, 'passkey-sign-in', () => undefined, byAddress);

  serveCall(
    v1,
    startPasskeySignIn,
    async ({ body }, reply) => noStore(reply, await passkeys.signInOptions(body.challenge)),
    {
      preHandler: optionsLimit,
    },
  );
  serveCall(
    v1,
    signInWithPasskey,
    async ({ request, body }, reply) => {
      const client = signInClientOf(request);
      const issued = await ctx.passkeyAssertions.signIn(body.response, client);
      rememberBrowser(reply, client, ctx.config.secureCookies);
      setSessionCookies(reply, issued, ctx.config.secureCookies);
      return issued.body;
    },
    { preHandler: signInLimit },
  );

  // Adding a passkey is what a session waiting for enrolment may do.
  serveCall(v1, listPasskeys, ({ user }) => passkeys.list(user), DURING_ENROLMENT);
  serveCall(
    v1,
    startPasskeyRegistration,
    async ({ user }, reply) => noStore(reply, await passkeys.registrationOptions(user)),
    DURING_ENROLMENT,
  );
  serveCall(
    v1,
    registerPasskey,
    async ({ user, body }, reply) => noStore(reply, await passkeys.register(user, body)),
    DURING_ENROLMENT,
  );
  serveCall(v1, renamePasskey, ({ user, params, body }) =>
    passkeys.rename(user, params.passkeyId, body.name),
  );
  serveCall(v1, startPasskeyConfirmation, async ({ user }, reply) =>
    noStore(reply, await passkeys.confirmationOptions(user)),
  );
  serveCall(v1, removePasskey, async ({ user, params, body }) => {
    await passkeys.remove(user, params.passkeyId, body);
    return { message: PASSKEY_MESSAGES.removed };
  });
}
