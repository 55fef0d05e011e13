import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  PASSKEY_CEREMONY_TIMEOUT_MS,
  PASSKEY_CHALLENGE_TTL_MS,
} from '@baitwatch/contracts/passkeys/constants';
import { PASSKEY_MESSAGES as M } from '@baitwatch/contracts/passkeys/messages';
import type { AuthenticationResponse, RequestOptions } from '@baitwatch/contracts/passkeys/webauthn';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { hashSecret } from '../../auth/tokens.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { IssuedSession, SessionService, SignInClient } from '../session/session.service.ts';
import { clientDataOf } from './client-data.ts';
import { type ChallengePurpose, type PasskeyRow, passkeysRepository } from './passkeys.repository.ts';
import { relyingPartyOf } from './relying-party.ts';
import { userHandleOf } from './user-handle.ts';

/** Which ceremony an assertion answers: a login's second step, a passwordless sign-in, a confirmation. */
export type AssertionPurpose = Extract<ChallengePurpose, 'second-factor' | 'sign-in' | 'confirm'>;

/** An assertion's outcome: the passkey it proved, or why it was refused (with the reason for the log). */
export type Proof =
  | { ok: true; passkey: PasskeyRow }
  | { ok: false; status: 400 | 401; message: string; reason: string };

const refused = (message: string, reason: string, status: 400 | 401 = 400): Proof => ({
  ok: false,
  status,
  message,
  reason,
});

const placeOf = (user: SessionUser) => ({ tenantId: user.tenantId, customerId: user.customerId });

/**
 * Signing with a passkey (decision 0077): the options (a challenge kept in `passkey_challenges`) and
 * the check of the browser's answer, for the login's second step (mfa.service.ts), a passwordless
 * sign-in, and a confirmation before a passkey is removed. The answer must be for a live challenge of
 * its ceremony and admin (taken once), from a page the console serves, by a passkey of that admin,
 * user-verified, signed by its key, with a counter that went up. Every use and refusal is logged.
 */
export function passkeyAssertionsService(
  ctx: FeatureContext & { auditLog: AuditLogService; session: SessionService },
) {
  const db = ctx.database.db;
  const repo = passkeysRepository(db);
  const rp = relyingPartyOf(ctx.config);

  async function newChallenge(
    purpose: ChallengePurpose,
    userId: string | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const challenge = new Uint8Array(32);
    crypto.getRandomValues(challenge);
    const now = ctx.clock.now();
    await repo.putChallenge({
      challengeHash: hashSecret(Buffer.from(challenge).toString('base64url')),
      purpose,
      userId,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
      created: now,
    });
    return challenge;
  }

  /** Checks an answer as the class comment says; a refusal is returned, not thrown, so the take commits. */
  async function check(
    tx: Tx,
    response: AuthenticationResponse,
    purpose: AssertionPurpose,
    forUser: string | null,
  ): Promise<Proof> {
    const clientData = clientDataOf(response.response.clientDataJSON);
    const now = ctx.clock.now();
    const taken = await repo.takeChallenge(tx, hashSecret(clientData.challenge), purpose, now);
    if (!taken || taken.userId !== forUser) return refused(M.challengeInvalid, 'challenge', 401);
    const passkey = await repo.byCredentialId(response.id, tx);
    // A passwordless answer names its admin by the user handle, which must be the passkey's own.
    const owner =
      forUser ??
      (passkey && response.response.userHandle === userHandleOf(passkey.userId) ? passkey.userId : null);
    if (!passkey || passkey.userId !== owner) return refused(M.notRecognized, 'credential');
    if (!rp.servesOrigin(clientData.origin)) return refused(M.verificationFailed, 'origin');
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
        expectedChallenge: clientData.challenge,
        expectedOrigin: clientData.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
        },
      });
      if (!verified) return refused(M.verificationFailed, 'signature');
      if (!(await repo.used(tx, passkey.credentialId, authenticationInfo.newCounter, now)))
        return refused(M.verificationFailed, 'counter');
    } catch (error) {
      // The library says why in words; the counter is worth telling apart in the log (a cloned key).
      const reason = error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'signature';
      return refused(M.verificationFailed, reason);
    }
    return { ok: true, passkey };
  }

  /**
   * Logs a use (a sign-in or second step) or a refusal under the admin, when the answer named one. The
   * admin is read in the caller's transaction: outside it, an embedded database (PGlite, one
   * connection) would wait for the transaction that waits for it.
   */
  async function record(q: Db | Tx, proof: Proof, purpose: AssertionPurpose, userId: string | null) {
    if (proof.ok && purpose === 'confirm') return;
    const user = userId ? await ctx.session.userById(userId, q) : null;
    if (!user) return;
    await ctx.auditLog.record(q, user, {
      action: proof.ok ? 'passkey.sign-in' : 'passkey.fail',
      place: placeOf(user),
      target: user.email,
      after: proof.ok
        ? { passkey: proof.passkey.name, as: purpose === 'sign-in' ? 'passwordless' : 'second factor' }
        : { reason: proof.reason, as: purpose },
    });
  }

  /** Checks an answer and logs it in the caller's transaction. */
  async function prove(
    tx: Tx,
    response: AuthenticationResponse,
    purpose: AssertionPurpose,
    forUser: string | null,
  ) {
    const proof = await check(tx, response, purpose, forUser);
    const named = proof.ok
      ? proof.passkey.userId
      : (forUser ?? (await repo.byCredentialId(response.id, tx))?.userId ?? null);
    await record(tx, proof, purpose, named);
    return proof;
  }

  return {
    /** Options to sign with one of `userId`'s passkeys, or (null) with any discoverable one. */
    async requestOptions(purpose: AssertionPurpose, userId: string | null): Promise<RequestOptions> {
      const challenge = await newChallenge(purpose, userId);
      const passkeys = userId ? await repo.listOf(userId) : [];
      return generateAuthenticationOptions({
        rpID: rp.id,
        challenge,
        timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials: passkeys.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
      }) as Promise<RequestOptions>;
    },

    /** A new challenge for a ceremony (registration's options are made by passkeys.service.ts). */
    newChallenge,

    /** A login's second step with a passkey of the challenged admin: a message when refused. */
    async proveSecondFactor(
      tx: Tx,
      userId: string,
      response: AuthenticationResponse,
    ): Promise<string | null> {
      const proof = await prove(tx, response, 'second-factor', userId);
      return proof.ok ? null : proof.message;
    },

    /** A change confirmed with one of the admin's passkeys (a removal's fresh factor). */
    async proveConfirmation(
      tx: Tx,
      userId: string,
      response: AuthenticationResponse,
    ): Promise<string | null> {
      const proof = await prove(tx, response, 'confirm', userId);
      return proof.ok ? null : proof.message;
    },

    /**
     * A passwordless sign-in: a discoverable, user-verified passkey is both factors at once (something
     * the admin has, unlocked by something they know or are), so it starts a session by itself.
     */
    async signIn(response: AuthenticationResponse, client: SignInClient): Promise<IssuedSession> {
      const proof = await db.transaction((tx) => prove(tx, response, 'sign-in', null));
      if (!proof.ok) throw proof.status === 401 ? unauthorized(proof.message) : badRequest(proof.message);
      return ctx.session.signInWithPasskey(proof.passkey.userId, client);
    },

    /** True when the admin has a passkey (their recovery codes stay while one does). */
    async hasPasskeys(userId: string, q: Db | Tx = db): Promise<boolean> {
      return (await repo.listOf(userId, q)).length > 0;
    },

    relyingParty: rp,
  };
}

export type PasskeyAssertionsService = ReturnType<typeof passkeyAssertionsService>;
