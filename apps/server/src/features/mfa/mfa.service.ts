import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { LOGIN_CHALLENGE_MAX_ATTEMPTS, TOTP_ENROLMENT_TTL_MS } from '@baitwatch/contracts/mfa/constants';
import type { MfaStatus, RecoveryCodes, TotpEnrolment } from '@baitwatch/contracts/mfa/enrolment';
import { MFA_MESSAGES as M } from '@baitwatch/contracts/mfa/messages';
import type { SecondFactorRequest, StepUpRequest } from '@baitwatch/contracts/mfa/second-factor';
import { hashSecret } from '../../auth/tokens.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import type { PasskeyAssertionsService } from '../passkeys/passkey-assertions.service.ts';
import type { IssuedSession, SessionService, SignInClient } from '../session/session.service.ts';
import { mfaRepository } from './mfa.repository.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { matchedStep, newTotpSecret, totpCode, totpUri } from './totp.ts';

/** How a session that a second step started began, as the sessions list says it. */
const SIGN_IN_METHODS = { totp: 'authenticator app', recovery: 'recovery code', passkey: 'passkey' } as const;

/** Where an admin's own security changes are logged: their organization, their tenant, or the provider's. */
const placeOf = (user: SessionUser) => ({ tenantId: user.tenantId, customerId: user.customerId });

/**
 * Second factors (issue 26): an admin sets up an authenticator app (TOTP) in Profile, confirms it with
 * a first code and gets ten one-time recovery codes; from then on a login's password step answers a
 * challenge (session.service.ts) that `completeLogin` turns into a session with a current code or a
 * recovery code. A code is accepted once: its time step is remembered and never taken again. Every
 * enrolment, removal, renewal, recovery code used and wrong second factor is in the audit log.
 */
export function mfaService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    branding: BrandingService;
    session: SessionService;
    passkeyAssertions: PasskeyAssertionsService;
  },
) {
  const db = ctx.database.db;
  const repo = mfaRepository(db);
  const sealer = secretSealer(ctx.config.jwtSecret, 'totp-secret');

  /** Takes a current code of the admin's confirmed app, once; false for a wrong or reused one. */
  async function useCode(tx: Tx, userId: string, code: string): Promise<boolean> {
    const totp = await repo.totpOf(userId, tx);
    if (!totp?.confirmedAt) return false;
    const now = ctx.clock.now();
    const step = matchedStep(sealer.open(totp.secretSealed) ?? '', code, now);
    return step !== null && (await repo.useStep(tx, userId, step, now));
  }

  /** Runs `change` once the admin proved their app with a current code (its removal). */
  async function withCurrentCode<T>(
    user: SessionUser,
    code: string,
    change: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.totpOf(user.user_id, tx))?.confirmedAt) throw conflict(M.notEnrolled);
      if (!(await useCode(tx, user.user_id, code))) return { ok: false as const };
      return { ok: true as const, value: await change(tx) };
    });
    if (!outcome.ok) {
      await recordFailure(user, 'totp');
      throw badRequest(M.codeInvalid);
    }
    return outcome.value;
  }

  /** Why a second step's answer is refused, or null when it proves the factor. */
  async function refusalOf(tx: Tx, userId: string, request: SecondFactorRequest, now: Date) {
    if (request.method === 'passkey')
      return ctx.passkeyAssertions.proveSecondFactor(tx, userId, request.response);
    if (request.method === 'totp') return (await useCode(tx, userId, request.code)) ? null : M.codeInvalid;
    const used = await repo.useRecoveryCode(tx, userId, recoveryCodeHash(request.code), now);
    return used ? null : M.recoveryCodeInvalid;
  }

  async function recordFailure(user: SessionUser, method: string) {
    await ctx.auditLog.record(db, user, {
      action: 'mfa.second-factor.fail',
      place: placeOf(user),
      target: user.email,
      after: { method },
    });
  }

  async function freshRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
    const { shown, hashes } = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, userId, hashes);
    return shown;
  }

  return {
    async status(user: SessionUser): Promise<MfaStatus> {
      const totp = await repo.totpOf(user.user_id);
      return {
        totp: totp?.confirmedAt
          ? { created: totp.confirmedAt.toISOString(), lastUsedAt: totp.lastUsedAt?.toISOString() ?? null }
          : null,
        // Kept while the app or a passkey is: a passkey-only admin has them too (decision 0077).
        recoveryCodesLeft: await repo.recoveryCodesLeft(user.user_id),
      };
    },

    /**
     * A new secret to set up the app with, unconfirmed until `confirmTotp`. `secret` is the demo's
     * fixed one (its README prints it); everyone else gets a random one.
     */
    async startTotp(user: SessionUser, secret: string = newTotpSecret()): Promise<TotpEnrolment> {
      const now = ctx.clock.now();
      const expiresAt = new Date(now.getTime() + TOTP_ENROLMENT_TTL_MS);
      await db.transaction(async (tx) => {
        if ((await repo.totpOf(user.user_id, tx))?.confirmedAt) throw conflict(M.alreadyEnrolled);
        await repo.putPendingTotp(tx, user.user_id, sealer.seal(secret), expiresAt, now);
      });
      const issuer = await ctx.branding.brandName(user.tenantId);
      return { secret, uri: totpUri(secret, issuer, user.email), expiresAt: expiresAt.toISOString() };
    },

    /** Confirms the app with its first code: from now on logins ask for it. Answers the recovery codes. */
    async confirmTotp(user: SessionUser, code: string): Promise<RecoveryCodes> {
      const now = ctx.clock.now();
      const outcome = await db.transaction(async (tx) => {
        const pending = await repo.totpOf(user.user_id, tx);
        if (pending?.confirmedAt) throw conflict(M.alreadyEnrolled);
        if (!pending?.pendingUntil || pending.pendingUntil <= now) throw badRequest(M.enrolmentMissing);
        const step = matchedStep(sealer.open(pending.secretSealed) ?? '', code, now);
        if (step === null) return null;
        await repo.confirmTotp(tx, user.user_id, step, now);
        const recoveryCodes = await freshRecoveryCodes(tx, user.user_id);
        await ctx.auditLog.record(tx, user, {
          action: 'mfa.totp.enrol',
          place: placeOf(user),
          target: user.email,
          after: { authenticatorApp: true, recoveryCodes: recoveryCodes.length },
        });
        return { recoveryCodes };
      });
      if (!outcome) throw badRequest(M.codeInvalid);
      await ctx.session.factorEnrolled(user.user_id, 'authenticator app');
      return outcome;
    },

    async removeTotp(user: SessionUser, code: string): Promise<void> {
      await withCurrentCode(user, code, async (tx) => {
        await repo.deleteTotp(tx, user.user_id);
        // The codes recover the passkeys too while any is left.
        if (!(await ctx.passkeyAssertions.hasPasskeys(user.user_id, tx)))
          await repo.replaceRecoveryCodes(tx, user.user_id, []);
        await ctx.auditLog.record(tx, user, {
          action: 'mfa.totp.remove',
          place: placeOf(user),
          target: user.email,
          before: { authenticatorApp: true },
          after: { authenticatorApp: false },
        });
      });
    },

    /**
     * New recovery codes. The call is a step-up one (a factor proved in the last minutes, checked before
     * it runs), so any factor confirms it, a passkey as well as the app's code; an admin with no factor
     * is not asked for one there, and codes would recover nothing of theirs, so they are refused here.
     */
    async regenerateRecoveryCodes(user: SessionUser): Promise<RecoveryCodes> {
      return db.transaction(async (tx) => {
        const hasApp = Boolean((await repo.totpOf(user.user_id, tx))?.confirmedAt);
        if (!hasApp && !(await ctx.passkeyAssertions.hasPasskeys(user.user_id, tx)))
          throw conflict(M.noFactor);
        const recoveryCodes = await freshRecoveryCodes(tx, user.user_id);
        await ctx.auditLog.record(tx, user, {
          action: 'mfa.recovery-codes.renew',
          place: placeOf(user),
          target: user.email,
          after: { recoveryCodes: recoveryCodes.length },
        });
        return { recoveryCodes };
      });
    },

    /**
     * A login's second step. A wrong code counts against its challenge (five, then the login starts
     * again with the password) and is logged; a right one ends the challenge and starts the session.
     */
    async completeLogin(request: SecondFactorRequest, client: SignInClient): Promise<IssuedSession> {
      const now = ctx.clock.now();
      const outcome = await db.transaction(async (tx) => {
        const challenge = await repo.liveChallenge(
          tx,
          hashSecret(request.challenge),
          now,
          LOGIN_CHALLENGE_MAX_ATTEMPTS,
        );
        if (!challenge) return { kind: 'gone' as const };
        const { userId } = challenge;
        const refusal = await refusalOf(tx, userId, request, now);
        if (refusal) {
          await repo.challengeFailed(tx, challenge.id);
          return { kind: 'wrong' as const, userId, refusal };
        }
        await repo.challengeUsed(tx, challenge.id, now);
        return { kind: 'proved' as const, userId };
      });
      if (outcome.kind === 'gone') throw unauthorized(M.challengeInvalid);
      const user = await ctx.session.userById(outcome.userId);
      if (outcome.kind === 'wrong') {
        // A refused passkey is logged by the passkeys feature, with why.
        if (user && request.method !== 'passkey') await recordFailure(user, request.method);
        throw badRequest(outcome.refusal);
      }
      if (request.method === 'recovery' && user)
        await ctx.auditLog.record(db, user, {
          action: 'mfa.recovery-code.use',
          place: placeOf(user),
          target: user.email,
          after: { recoveryCodesLeft: await repo.recoveryCodesLeft(outcome.userId) },
        });
      return ctx.session.issueAfterSecondFactor(outcome.userId, client, SIGN_IN_METHODS[request.method]);
    },

    /** Takes a current code of the admin's app once (a fresh factor for the passkeys' removal). */
    takeCurrentCode: useCode,

    /** The admin a live login challenge is for (the second step's passkey options offer theirs). */
    async challengedAdmin(token: string): Promise<string | null> {
      const now = ctx.clock.now();
      const challenge = await db.transaction((tx) =>
        repo.liveChallenge(tx, hashSecret(token), now, LOGIN_CHALLENGE_MAX_ATTEMPTS),
      );
      return challenge?.userId ?? null;
    },

    /**
     * Recovery codes for an admin's first passkey when they have no app and no codes left: a lost
     * passkey must not lock them out. Null when they have the app or codes already.
     */
    async firstRecoveryCodes(tx: Tx, userId: string): Promise<string[] | null> {
      if ((await repo.totpOf(userId, tx))?.confirmedAt) return null;
      if ((await repo.recoveryCodesLeft(userId, tx)) > 0) return null;
      return freshRecoveryCodes(tx, userId);
    },

    /** The admin's last passkey went: without the app, the codes recover nothing and go too. */
    async dropRecoveryCodesWithoutApp(tx: Tx, userId: string): Promise<void> {
      if (!(await repo.totpOf(userId, tx))?.confirmedAt) await repo.replaceRecoveryCodes(tx, userId, []);
    },

    /**
     * Proves a factor again in the signed-in session (step-up): a current code or a recovery code; a
     * wrong one is logged as any failed second factor.
     */
    async stepUp(user: SessionUser, sessionId: string | null, request: StepUpRequest): Promise<void> {
      if (!sessionId) throw unauthorized();
      const now = ctx.clock.now();
      // A refusal's message, or null once the factor is proved.
      const refusal = await db.transaction(async (tx) => {
        if (request.method === 'passkey')
          return ctx.passkeyAssertions.proveConfirmation(tx, user.user_id, request.response);
        if (request.method === 'totp')
          return (await useCode(tx, user.user_id, request.code)) ? null : M.codeInvalid;
        const used = await repo.useRecoveryCode(tx, user.user_id, recoveryCodeHash(request.code), now);
        return used ? null : M.recoveryCodeInvalid;
      });
      if (refusal) {
        // A refused passkey is logged by the passkeys feature; a wrong code here.
        if (request.method !== 'passkey') await recordFailure(user, request.method);
        throw badRequest(refusal);
      }
      await ctx.session.factorProved(sessionId);
    },

    /** Removes every second factor of an admin, in the caller's transaction (users.service.ts resets). */
    removeAllFactors: (tx: Tx, userId: string) => repo.deleteFactors(tx, userId),

    /** The code an authenticator app shows now for a secret (the demo enrolment proves its app so). */
    codeFor: (secret: string) => totpCode(secret, ctx.clock.now()),
  };
}

export type MfaService = ReturnType<typeof mfaService>;
