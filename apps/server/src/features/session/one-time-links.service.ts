import type { LoginRequest, PasswordChangeResponse } from '@baitwatch/contracts/auth/login';
import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import type { OneTimeLinkResponse, OneTimePurpose } from '@baitwatch/contracts/auth/one-time-link';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashSecret, newSecret } from '../../auth/tokens.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import type { SessionService } from '../session/session.service.ts';
import { oneTimeTokensRepository } from './one-time-tokens.repository.ts';
import { invitationMail, newBrowserMail, resetPasswordMail } from './session.mail.ts';
import { sessionRepository } from './session.repository.ts';
import type { SignIn, SignInClient } from './session.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The queue of forgot-password asks: each job mails a reset link when the email has a live account. */
const LIFETIME_MS: Record<OneTimePurpose, number> = { reset: HOUR_MS, invite: 7 * 24 * HOUR_MS };

/** A user an invitation is for: created by the invite feature with no password yet. */
export interface Invitee {
  id: string;
  email: string;
  tenantId: number | null;
}

/** Emailed one-time links: password resets and invitations, and setting the password from them. */
export function oneTimeLinksService(
  ctx: FeatureContext & { branding: BrandingService; session: SessionService },
) {
  const db = ctx.database.db;
  const links = oneTimeTokensRepository(db);
  const accounts = sessionRepository(db);
  const sessions = ctx.session;
  const branding = ctx.branding;

  async function createLink(tx: Db | Tx, userId: string, purpose: OneTimePurpose) {
    const token = newSecret();
    const now = ctx.clock.now();
    await links.insert(tx, {
      userId,
      purpose,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
      created: now,
    });
    return token;
  }

  const pageLink = (page: string, token: string) =>
    `${ctx.config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  /** A generated password must be replaced by another, or the change would be for nothing. */
  async function refuseGeneratedPassword(token: string, password: string) {
    const link = await links.findLive(hashSecret(token), ctx.clock.now());
    const account = link && (await accounts.accountById(link.userId));
    if (account?.passwordChangeRequired && (await verifyPassword(account.passwordHash, password)))
      throw badRequest(AUTH_MESSAGES.samePassword);
  }

  async function setPassword(
    token: string,
    password: string,
    purpose: OneTimePurpose,
    client: SignInClient,
  ): Promise<SignIn> {
    await refuseGeneratedPassword(token, password);
    // Hash first: argon2 is slow and must not hold the transaction open.
    const passwordHash = await hashPassword(password);
    const now = ctx.clock.now();
    const userId = await db.transaction(async (tx) => {
      const claimed = await links.claim(tx, hashSecret(token), purpose, now);
      if (!claimed) return null;
      await accounts.setPassword(tx, claimed.userId, passwordHash);
      await links.retireOpen(tx, claimed.userId, now);
      await sessions.revokeAll(tx, claimed.userId);
      return claimed.userId;
    });
    if (!userId) throw badRequest(MESSAGES.invalidLink);
    sessions.forgetUser(userId);
    return sessions.loginById(userId, client);
  }

  return {
    /**
     * Logs in; an account with a generated password gets a one-time link token instead of a session,
     * to choose its own password on the reset page (as a forgotten password would, without the mail).
     */
    async login(input: LoginRequest, client: SignInClient): Promise<SignIn | PasswordChangeResponse> {
      const outcome = await sessions.login(input, client);
      if (!('passwordChangeFor' in outcome)) return outcome;
      const token = await createLink(db, outcome.passwordChangeFor, 'reset');
      return { passwordChangeRequired: true, token, message: AUTH_MESSAGES.passwordChangeRequired };
    },

    /**
     * Queues the reset and returns: the answer must not wait on the account lookup or the mail, or
     * its timing would tell which emails exist. The job (mailResetLink) does the rest.
     */
    async forgotPassword(email: string): Promise<void> {
      await ctx.queue.enqueue(db, JOBS.forgotPassword, { email });
    },

    /** Mails a reset link when the account exists and is live (the forgot-password job). */
    async mailResetLink(email: string): Promise<void> {
      const account = await accounts.accountByEmail(email);
      if (!account?.active) return;
      const brand = await branding.brandName(account.tenantId);
      await db.transaction(async (tx) => {
        const token = await createLink(tx, account.id, 'reset');
        await ctx.mailer.send(tx, resetPasswordMail(account.email, brand, pageLink('reset-password', token)));
      });
    },

    async inspect(token: string): Promise<OneTimeLinkResponse> {
      const link = await links.findLive(hashSecret(token), ctx.clock.now());
      if (!link) throw badRequest(MESSAGES.invalidLink);
      return { purpose: link.purpose, email: link.email };
    },

    resetPassword: (token: string, password: string, client: SignInClient) =>
      setPassword(token, password, 'reset', client),
    acceptInvite: (token: string, password: string, client: SignInClient) =>
      setPassword(token, password, 'invite', client),

    /** Tells an admin of a sign-in from a browser their account never used before (its job). */
    async mailNewBrowser(userId: string, familyId: string): Promise<void> {
      const [account, sighting] = await Promise.all([
        accounts.accountById(userId),
        sessions.sessionSighting(userId, familyId),
      ]);
      if (!account || !sighting) return;
      const brand = await branding.brandName(account.tenantId);
      await ctx.mailer.send(
        db,
        newBrowserMail(account.email, brand, sighting, `${ctx.config.publicUrl.replace(/\/+$/, '')}/`),
      );
    },

    /**
     * Emails an invitation to a freshly created admin (called by the invite-admin feature inside its
     * transaction, so the user and the mail commit together).
     */
    async createInvitation(invitee: Invitee, options: { inviterName?: string; tx?: Db | Tx } = {}) {
      const tx = options.tx ?? db;
      const brand = await branding.brandName(invitee.tenantId, tx);
      const token = await createLink(tx, invitee.id, 'invite');
      await ctx.mailer.send(
        tx,
        invitationMail(invitee.email, brand, options.inviterName ?? null, pageLink('accept-invite', token)),
      );
    },
  };
}
export type OneTimeLinksService = ReturnType<typeof oneTimeLinksService>;

/** The forgot-password job, on whichever process runs workers. Wired once per app (features/index.ts). */
export function registerForgotPasswordJobs(
  deps: Pick<FeatureContext, 'queue'> & { oneTimeLinks: OneTimeLinksService },
) {
  deps.queue.handle(JOBS.forgotPassword, ({ email }) => deps.oneTimeLinks.mailResetLink(email));
  deps.queue.handle(JOBS.newBrowserMail, ({ userId, familyId }) =>
    deps.oneTimeLinks.mailNewBrowser(userId, familyId),
  );
}
