import { randomUUID } from 'node:crypto';
import type { LoginRequest, TokenResponse } from '@baitwatch/contracts/auth/login';
import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { AdminSessionList } from '@baitwatch/contracts/auth/sessions';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@baitwatch/contracts/common/product';
import { LOGIN_CHALLENGE_TTL_MS } from '@baitwatch/contracts/mfa/constants';
import type { SignInPolicy } from '@baitwatch/contracts/mfa/policy';
import type { SecondFactorRequired } from '@baitwatch/contracts/mfa/second-factor';
import { REFRESH_TTL_SECONDS } from '../../auth/cookies.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { toSessionUser } from '../../auth/session-user.ts';
import { hashSecret, newSecret } from '../../auth/tokens.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { browserName } from '../../lib/user-agent.ts';
import type { FeatureContext } from '../context.ts';
import type { SsoPasswordRuleService } from '../sso/sso-password-rule.service.ts';
import { type SessionAccount, sessionRepository } from './session.repository.ts';

/** A login that must choose a new password first: no session yet (the user's id for the link). */
export interface PasswordChangeNeeded {
  passwordChangeFor: string;
}

/** What a successful login or refresh yields: the answer body and the two cookie values. */
export interface IssuedSession {
  body: TokenResponse;
  idToken: string;
  refreshToken: string;
}

const invalidRefresh = () => forbidden(MESSAGES.invalidRefreshToken);

/** Where a sign-in comes from: the address, the user agent and the browser's device cookie. */
export interface SignInClient {
  ip: string;
  userAgent: string;
  deviceId: string;
}

/** How a session began, as the sessions list says it. */
export type SignInMethod =
  | 'password'
  | 'authenticator app'
  | 'recovery code'
  | 'emailed link'
  | 'single sign-on'
  | 'passkey';

/**
 * Whether a session begun this way meets the admin's sign-in policy: a second factor (or an identity
 * provider's sign-in, whose own MFA is trusted: decision 0076) for 'second_factor', a passkey for
 * 'passkeys'. A session that does not may only enrol until it does (decision 0075).
 */
export function meetsPolicy(policy: SignInPolicy, method: SignInMethod): boolean {
  if (policy === 'password') return true;
  if (policy === 'passkeys') return method === 'passkey';
  return method !== 'password' && method !== 'emailed link';
}

/** What a login (or a password set from a link) answers: a session, or the second step first. */
export type SignIn = IssuedSession | SecondFactorRequired;

/** Login, refresh with rotation and reuse detection, logout and the current user. */
export function sessionService(ctx: FeatureContext & { ssoPasswordRule?: SsoPasswordRuleService }) {
  const repo = sessionRepository(ctx.database.db);
  const { clock, tokens } = ctx;

  const sessionUserOf = (account: SessionAccount): SessionUser =>
    toSessionUser(account, account.tenantSubDomain);

  async function liveAccount(userId: string): Promise<SessionAccount> {
    const account = await repo.accountById(userId);
    if (!account) throw unauthorized(MESSAGES.invalidCredentials);
    if (!account.active) throw forbidden(AUTH_MESSAGES.accountInactive);
    return account;
  }

  /** Revokes a refresh family: its access tokens stop working too, in this process at once. */
  async function endSession(familyId: string) {
    await repo.revokeFamily(ctx.database.db, familyId, clock.now());
    ctx.sessions.forgetSession(familyId);
  }

  /**
   * A new session's record (what the sessions list shows); a browser the admin never used before
   * (after their first session) queues the new sign-in mail.
   */
  async function recordSession(
    tx: Db | Tx,
    account: SessionAccount,
    familyId: string,
    started: { client: SignInClient; method: SignInMethod },
  ) {
    const now = clock.now();
    const { client, method } = started;
    const userId = account.id;
    const policy = await repo.signInPolicyOf(account);
    const seen = await repo.recordSession(tx, {
      familyId,
      userId,
      enrolmentRequired: !meetsPolicy(policy, method),
      // A sign-in that proved a factor counts as a fresh one for the next five minutes' sensitive changes.
      factorAt: method === 'password' || method === 'emailed link' ? null : now,
      deviceHash: hashSecret(`device:${client.deviceId}`),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      method,
      created: now,
      lastSeenAt: now,
    });
    if (!seen.knownBrowser && !seen.firstSession)
      await ctx.queue.enqueue(tx, JOBS.newBrowserMail, { userId, familyId });
  }

  /**
   * Starts a new refresh family (a sign-in, with where it came from) or continues one (a refresh), and
   * signs a token from current data.
   */
  async function issue(
    tx: Db | Tx,
    account: SessionAccount,
    session: { familyId: string; ip?: string } | { client: SignInClient; method: SignInMethod },
  ): Promise<IssuedSession> {
    const familyId = 'familyId' in session ? session.familyId : randomUUID();
    const now = clock.now();
    if ('client' in session) await recordSession(tx, account, familyId, session);
    else await repo.sessionSeen(tx, familyId, now, session.ip);
    const refreshToken = newSecret();
    await repo.insertRefreshToken(tx, {
      userId: account.id,
      familyId,
      tokenHash: hashSecret(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
      created: now,
    });
    const user = sessionUserOf(account);
    // The token names its family: when the family is revoked, the token stops working too.
    const idToken = await tokens.sign(user, familyId);
    return {
      idToken,
      refreshToken,
      body: { id_token: idToken, refresh_token: refreshToken, expires_in: AUTH_COOKIE_MAX_AGE_SECONDS, user },
    };
  }

  /**
   * A session for an admin whose password was just proved, or, when they have a second factor, a
   * challenge for the second step (mfa.service.ts completes it): the password alone opens nothing.
   */
  async function signIn(
    account: SessionAccount,
    client: SignInClient,
    method: SignInMethod,
  ): Promise<SignIn> {
    // "SSO required" closes every password way in, a password just set from a link included.
    await ctx.ssoPasswordRule?.checkPasswordAllowed(account);
    const methods = await repo.secondFactorMethods(account.id);
    if (methods.length === 0) return issue(ctx.database.db, account, { client, method });
    const challenge = newSecret();
    const now = clock.now();
    await repo.insertChallenge({
      userId: account.id,
      tokenHash: hashSecret(challenge),
      expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS),
      created: now,
    });
    return { secondFactorRequired: true, challenge, methods };
  }

  return {
    async login(input: LoginRequest, client: SignInClient): Promise<SignIn | PasswordChangeNeeded> {
      const account = await repo.accountByEmail(input.email);
      // verifyPassword hashes even for an unknown email, so both failures take the same time.
      const ok = await verifyPassword(account?.passwordHash ?? null, input.password);
      if (!account || !ok) throw unauthorized(MESSAGES.invalidCredentials);
      if (!account.active) throw forbidden(AUTH_MESSAGES.accountInactive);
      // A generated password opens no session: it was shown to whoever created the account.
      if (account.passwordChangeRequired) return { passwordChangeFor: account.id };
      return signIn(account, client, 'password');
    },

    /** Logs in a user whose password was just set from an emailed link (their second factor still asked). */
    async loginById(userId: string, client: SignInClient): Promise<SignIn> {
      return signIn(await liveAccount(userId), client, 'emailed link');
    },

    /** An admin as a session would name them, before any session exists (the audit log's actor). */
    /** `q`: the caller's transaction, when it asks from inside one (PGlite's one connection waits for it). */
    async userById(userId: string, q: Db | Tx = ctx.database.db): Promise<SessionUser | null> {
      const account = await repo.accountById(userId, q);
      return account ? sessionUserOf(account) : null;
    },

    /**
     * A session for an admin their organization's identity provider just signed in (sso-sign-in.service.ts):
     * its own sign-in, with its own second factor, stands for the password and Baitwatch's code.
     */
    async signInWithSso(userId: string, client: SignInClient): Promise<IssuedSession> {
      return issue(ctx.database.db, await liveAccount(userId), { client, method: 'single sign-on' });
    },

    /**
     * A session for an admin a discoverable, user-verified passkey just signed in without a password
     * (passkey-assertions.service.ts). "SSO required" still applies: the organization signs its people
     * in at its identity provider, where leaving the company ends their access.
     */
    async signInWithPasskey(userId: string, client: SignInClient): Promise<IssuedSession> {
      const account = await liveAccount(userId);
      await ctx.ssoPasswordRule?.checkPasswordAllowed(account);
      return issue(ctx.database.db, account, { client, method: 'passkey' });
    },

    /** A session for an admin whose second factor was just proved (mfa.service.ts). */
    async issueAfterSecondFactor(
      userId: string,
      client: SignInClient,
      method: SignInMethod,
    ): Promise<IssuedSession> {
      return issue(ctx.database.db, await liveAccount(userId), { client, method });
    },

    /**
     * Rotates a refresh token. A token used a second time means it was copied: the whole family is
     * revoked, so the thief's and the owner's sessions both end. Anything else unknown is a 403.
     */
    async refresh(refreshToken: string | undefined, ip?: string): Promise<IssuedSession> {
      if (!refreshToken) throw invalidRefresh();
      const tokenHash = hashSecret(refreshToken);
      const now = clock.now();
      const db = ctx.database.db;
      // Claim and reissue together: a failure in between must not leave the user without a live token.
      const outcome = await db.transaction(async (tx) => {
        const claimed = await repo.claimRefreshToken(tx, tokenHash, now);
        if (!claimed) return { kind: 'unclaimed' as const };
        const account = await repo.accountById(claimed.userId, tx);
        if (!account?.active) {
          await repo.revokeFamily(tx, claimed.familyId, now);
          if (!account) return { kind: 'unclaimed' as const };
          return { kind: 'inactive' as const, familyId: claimed.familyId };
        }
        return {
          kind: 'issued' as const,
          session: await issue(tx, account, { familyId: claimed.familyId, ...(ip ? { ip } : {}) }),
        };
      });
      if (outcome.kind === 'issued') return outcome.session;
      if (outcome.kind === 'inactive') {
        ctx.sessions.forgetSession(outcome.familyId);
        throw forbidden(AUTH_MESSAGES.accountInactive);
      }
      const known = await repo.refreshTokenByHash(tokenHash);
      if (known?.usedAt && !known.revokedAt) await endSession(known.familyId);
      throw invalidRefresh();
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const known = await repo.refreshTokenByHash(hashSecret(refreshToken));
      if (known) await endSession(known.familyId);
    },

    /** The session user from current data; a deleted or cancelled account is no longer a session. */
    async me(user: SessionUser): Promise<SessionUser> {
      const account = await repo.accountById(user.user_id);
      if (!account?.active) throw unauthorized();
      return sessionUserOf(account);
    },

    /**
     * Ends every session of a user (password change) inside the caller's transaction; call
     * `forgetUser` once it has committed.
     */
    async revokeAll(tx: Db | Tx, userId: string) {
      await repo.revokeAllOfUser(tx, userId, clock.now());
    },

    /** The admin's live sessions as Profile lists them, the one asking marked. */
    async sessions(user: SessionUser, currentSessionId: string | null): Promise<AdminSessionList> {
      const rows = await repo.liveSessionsOf(user.user_id, clock.now());
      return {
        sessions: rows.map((row) => ({
          id: row.familyId,
          current: row.familyId === currentSessionId,
          browser: browserName(row.userAgent),
          userAgent: row.userAgent,
          ip: row.ip,
          method: row.method,
          created: row.created.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },

    /** Ends one of the admin's own sessions (another's, or an unknown one, is not found). */
    async endOwnSession(user: SessionUser, sessionId: string): Promise<void> {
      if ((await repo.sessionOwner(sessionId)) !== user.user_id)
        throw notFound(AUTH_MESSAGES.sessionNotFound);
      await endSession(sessionId);
    },

    /** Ends every session of the admin but the one asking. */
    async endOtherSessions(user: SessionUser, currentSessionId: string | null): Promise<number> {
      const rows = await repo.liveSessionsOf(user.user_id, clock.now());
      const others = rows.filter((row) => row.familyId !== currentSessionId);
      for (const row of others) await endSession(row.familyId);
      return others.length;
    },

    /** What the new sign-in mail says of a session (its job reads it). */
    async sessionSighting(userId: string, familyId: string) {
      const row = await repo.sessionRecord(familyId);
      return row?.userId === userId
        ? { browser: browserName(row.userAgent), ip: row.ip, at: row.created }
        : null;
    },

    /** A factor was proved again in this session (step-up): sensitive changes go ahead for 5 minutes. */
    async factorProved(sessionId: string): Promise<void> {
      await repo.factorProved(sessionId, clock.now());
      ctx.sessions.forgetSession(sessionId);
    },

    /**
     * A factor was just set up: when it meets the admin's policy, their sessions waiting for enrolment
     * go on (this process at once, the others within the session check's 5 s).
     */
    async factorEnrolled(userId: string, kind: 'authenticator app' | 'passkey'): Promise<void> {
      const account = await repo.accountById(userId);
      if (!account || !meetsPolicy(await repo.signInPolicyOf(account), kind)) return;
      await repo.enrolmentDone(userId);
      ctx.sessions.forgetUser(userId);
    },

    /** After sessions were ended in a transaction: this process stops trusting them at once. */
    forgetUser: (userId: string) => ctx.sessions.forgetUser(userId),
  };
}
export type SessionService = ReturnType<typeof sessionService>;
