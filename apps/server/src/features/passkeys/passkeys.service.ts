import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { PASSKEY_CEREMONY_TIMEOUT_MS, PASSKEYS_PER_ADMIN_MAX } from '@baitwatch/contracts/passkeys/constants';
import { PASSKEY_MESSAGES as M } from '@baitwatch/contracts/passkeys/messages';
import type {
  FreshFactorBody,
  Passkey,
  PasskeyList,
  RegisteredPasskey,
  RegisterPasskeyBody,
} from '@baitwatch/contracts/passkeys/passkey';
import type { CreationOptions, RequestOptions } from '@baitwatch/contracts/passkeys/webauthn';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { hashSecret } from '../../auth/tokens.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import type { MfaService } from '../mfa/mfa.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { clientDataOf } from './client-data.ts';
import type { PasskeyAssertionsService } from './passkey-assertions.service.ts';
import { type PasskeyRow, passkeysRepository } from './passkeys.repository.ts';
import { userHandleBytes } from './user-handle.ts';

/** Ed25519, P-256 (ES256) and RSA (RS256): what platform authenticators and security keys make. */
const ALGORITHMS = [-8, -7, -257];

const placeOf = (user: SessionUser) => ({ tenantId: user.tenantId, customerId: user.customerId });
const listed = (row: PasskeyRow): Passkey => ({
  id: row.credentialId,
  name: row.name,
  created: row.created.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * An admin's passkeys in Profile (decision 0077): registered through a challenge of their own, named,
 * renamed, removed with a fresh factor. The first passkey of an admin without an authenticator app
 * comes with recovery codes (the mfa feature's), which go again with their last factor.
 */
export function passkeysService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    branding: BrandingService;
    mfa: MfaService;
    passkeyAssertions: PasskeyAssertionsService;
    session: SessionService;
  },
) {
  const db = ctx.database.db;
  const repo = passkeysRepository(db);
  const assertions = ctx.passkeyAssertions;
  const rp = assertions.relyingParty;

  /** Takes the registration's challenge once (committed even when the answer is then refused). */
  async function takeRegistrationChallenge(user: SessionUser, challenge: string) {
    const taken = await db.transaction((tx) =>
      repo.takeChallenge(tx, hashSecret(challenge), 'register', ctx.clock.now()),
    );
    if (taken?.userId !== user.user_id) throw badRequest(M.challengeInvalid);
  }

  async function verifiedRegistration(user: SessionUser, body: RegisterPasskeyBody) {
    const clientData = clientDataOf(body.response.response.clientDataJSON);
    await takeRegistrationChallenge(user, clientData.challenge);
    if (!rp.servesOrigin(clientData.origin)) throw badRequest(M.verificationFailed);
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: { ...body.response, clientExtensionResults: body.response.clientExtensionResults ?? {} },
        expectedChallenge: clientData.challenge,
        expectedOrigin: clientData.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
      if (verified && registrationInfo) return registrationInfo;
    } catch {
      // A malformed or forged attestation: the same answer as an unverified one.
    }
    throw badRequest(M.verificationFailed);
  }

  async function ownPasskey(user: SessionUser, credentialId: string): Promise<PasskeyRow> {
    const row = await repo.byCredentialId(credentialId);
    if (row?.userId !== user.user_id) throw notFound(M.notFound);
    return row;
  }

  /** Proves the fresh factor a removal asks for; a refusal commits (a used challenge stays used). */
  async function proveFreshFactor(
    tx: Tx,
    user: SessionUser,
    factor: FreshFactorBody,
  ): Promise<string | null> {
    if (factor.method === 'totp')
      return (await ctx.mfa.takeCurrentCode(tx, user.user_id, factor.code)) ? null : MFA_MESSAGES.codeInvalid;
    return assertions.proveConfirmation(tx, user.user_id, factor.response);
  }

  return {
    async list(user: SessionUser): Promise<PasskeyList> {
      return { passkeys: (await repo.listOf(user.user_id)).map(listed) };
    },

    /** Options for a new passkey: discoverable (it signs in without an email) and user-verifying. */
    async registrationOptions(user: SessionUser): Promise<CreationOptions> {
      const existing = await repo.listOf(user.user_id);
      if (existing.length >= PASSKEYS_PER_ADMIN_MAX) throw conflict(M.tooMany);
      const challenge = await assertions.newChallenge('register', user.user_id);
      return generateRegistrationOptions({
        rpName: await ctx.branding.brandName(user.tenantId),
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.email,
        userID: userHandleBytes(user.user_id),
        challenge,
        timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      }) as Promise<CreationOptions>;
    },

    async register(user: SessionUser, body: RegisterPasskeyBody): Promise<RegisteredPasskey> {
      const info = await verifiedRegistration(user, body);
      const now = ctx.clock.now();
      const registered = await db.transaction(async (tx) => {
        if ((await repo.listOf(user.user_id, tx)).length >= PASSKEYS_PER_ADMIN_MAX) throw conflict(M.tooMany);
        const row = {
          credentialId: info.credential.id,
          userId: user.user_id,
          name: body.name.trim(),
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: body.response.response.transports ?? [],
          backedUp: info.credentialBackedUp,
          created: now,
        };
        if (!(await repo.insert(tx, row))) throw conflict(M.alreadyRegistered);
        const recoveryCodes = await ctx.mfa.firstRecoveryCodes(tx, user.user_id);
        await ctx.auditLog.record(tx, user, {
          action: 'passkey.add',
          place: placeOf(user),
          target: user.email,
          after: { passkey: row.name, ...(recoveryCodes ? { recoveryCodes: recoveryCodes.length } : {}) },
        });
        return { passkey: listed({ ...row, lastUsedAt: null, backedUp: row.backedUp }), recoveryCodes };
      });
      // A passkey meets any sign-in policy: sessions waiting for enrolment go on.
      await ctx.session.factorEnrolled(user.user_id, 'passkey');
      return registered;
    },

    async rename(user: SessionUser, credentialId: string, name: string): Promise<Passkey> {
      const before = await ownPasskey(user, credentialId);
      return db.transaction(async (tx) => {
        const row = await repo.rename(tx, user.user_id, credentialId, name.trim());
        if (!row) throw notFound(M.notFound);
        await ctx.auditLog.record(tx, user, {
          action: 'passkey.rename',
          place: placeOf(user),
          target: user.email,
          before: { passkey: before.name },
          after: { passkey: row.name },
        });
        return listed(row);
      });
    },

    /** Options to confirm a removal with one of the admin's passkeys. */
    confirmationOptions: (user: SessionUser): Promise<RequestOptions> =>
      assertions.requestOptions('confirm', user.user_id),

    /** Removes a passkey once a fresh factor is proved; the last factor takes the recovery codes along. */
    async remove(user: SessionUser, credentialId: string, factor: FreshFactorBody): Promise<void> {
      await ownPasskey(user, credentialId);
      const refusal = await db.transaction(async (tx) => {
        const failed = await proveFreshFactor(tx, user, factor);
        if (failed) return failed;
        const row = await repo.remove(tx, user.user_id, credentialId);
        if (!row) throw notFound(M.notFound);
        if (!(await assertions.hasPasskeys(user.user_id, tx)))
          await ctx.mfa.dropRecoveryCodesWithoutApp(tx, user.user_id);
        await ctx.auditLog.record(tx, user, {
          action: 'passkey.remove',
          place: placeOf(user),
          target: user.email,
          before: { passkey: row.name },
          after: { confirmedWith: factor.method === 'totp' ? 'authenticator app' : 'passkey' },
        });
        return null;
      });
      if (refusal) throw badRequest(refusal);
    },

    /**
     * Options to sign in with a passkey: for a login's second step (its challenge names the admin,
     * whose passkeys are offered), or passwordless (any discoverable passkey; the browser asks which).
     */
    async signInOptions(loginChallenge: string | undefined): Promise<RequestOptions> {
      if (!loginChallenge) return assertions.requestOptions('sign-in', null);
      const userId = await ctx.mfa.challengedAdmin(loginChallenge);
      if (!userId) throw unauthorized(MFA_MESSAGES.challengeInvalid);
      return assertions.requestOptions('second-factor', userId);
    },
  };
}

export type PasskeysService = ReturnType<typeof passkeysService>;
