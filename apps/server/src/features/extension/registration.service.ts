import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import {
  REGISTRATION_CODE_MAX_ATTEMPTS,
  REGISTRATION_CODE_TTL_MINUTES,
} from '@baitwatch/contracts/extension/limits';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import type { RegisterManagedRequest } from '@baitwatch/contracts/extension/register-managed';
import type {
  RegisterManualStartRequest,
  RegisterManualStartResponse,
} from '@baitwatch/contracts/extension/register-manual-start';
import type { RegisterManualVerifyRequest } from '@baitwatch/contracts/extension/register-manual-verify';
import { hashSecret, newSecret } from '../../auth/tokens.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import type { ExtensionConfigService } from './extension-config.service.ts';
import { extensionUsersRepository, type RegisteringUser } from './extension-users.repository.ts';
import type { InstallAuthenticator } from './install-auth.ts';
import { installsRepository } from './installs.repository.ts';
import { type LicensedCustomer, registrationRepository } from './registration.repository.ts';
import { registrationMail } from './registration-mail.ts';

/** The code is hashed with its row id, so equal codes never share a hash. */
const codeHash = (id: string, code: string) => hashSecret(`${id}:${code}`);
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** Install tokens carry a readable prefix, like API keys, so a leaked one is recognisable. */
const newInstallToken = () => `bwx_${newSecret()}`;

/**
 * A rollout registers many machines with one key within minutes: each process looks a key up once per
 * 30 s. One cache per database (so per app, and per test app), shared with the key's rotation below.
 */
const licenseCaches = new WeakMap<Db, ReturnType<typeof ttlCache<string, LicensedCustomer>>>();
function licenseCacheOf(db: Db) {
  let cache = licenseCaches.get(db);
  if (!cache) {
    cache = ttlCache<string, LicensedCustomer>(LICENSE_KEY_CACHE_MS, 10_000);
    licenseCaches.set(db, cache);
  }
  return cache;
}
/** How long another server process may still accept a rotated-out key for a new registration. */
export const LICENSE_KEY_CACHE_MS = 30_000;

/**
 * After a license key is rotated: this process refuses the old key for new registrations at once
 * (others within LICENSE_KEY_CACHE_MS, decision 0043). Installs it registered keep their tokens.
 */
export function forgetLicenseKey(db: Db, licenseKey: string): void {
  licenseCacheOf(db).delete(licenseKey);
}

/** Registration, manual (emailed code) or managed (OS identity). Both answer an install id and token. */
export function registrationService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'mailer'> & {
    extensionConfig: ExtensionConfigService;
    installAuth: InstallAuthenticator;
    pushEvents: PushEventsService;
  },
) {
  const { extensionConfig: config, installAuth: auth } = deps;
  const db: Db = deps.database.db;
  const repo = registrationRepository(db);
  const users = extensionUsersRepository(db);
  const installs = installsRepository(db);

  const licenses = licenseCacheOf(db);
  async function licensedCustomer(licenseKey: string) {
    let customer = licenses.get(licenseKey);
    if (!customer) {
      customer = (await repo.customerByLicenseKey(licenseKey)) ?? undefined;
      if (!customer) throw badRequest(`licenseKey: ${EXTENSION_MESSAGES.invalidLicenseKey}`);
      licenses.set(licenseKey, customer);
    }
    if (!customer.isActive) throw forbidden(EXTENSION_MESSAGES.organizationInactive);
    return customer;
  }

  /**
   * The webhooks a new extension user makes, in its registration's transaction: it registered, and,
   * when it is the organization's number of users exactly (no_of_users, set when it was created),
   * the licenses are all in use. The count is read only when an endpoint listens for that.
   */
  async function announceNewUser(
    tx: Db | Tx,
    customerId: number,
    extensionUserId: number,
    who: RegisteringUser,
    client: ClientInfo,
    at: Date,
  ) {
    const organization = await repo.tenancy(tx, customerId);
    if (!organization) return;
    const place = { customerId, tenantId: organization.tenantId };
    await deps.pushEvents.emit(tx, {
      type: 'extension_user.registered',
      place,
      sourceKey: `extension-user:${extensionUserId}`,
      at,
      data: {
        email: 'email' in who ? who.email : null,
        name: 'managed' in who ? who.managed.osUserId : null,
        browser: client.browser ?? null,
        registeredAt: at.toISOString(),
      },
    });
    const limit = organization.noOfUsers;
    if (!limit || !(await deps.pushEvents.listens(tx, place, 'license.limit_reached'))) return;
    const used = await users.userCount(tx, customerId);
    if (used !== limit) return;
    await deps.pushEvents.emit(tx, {
      type: 'license.limit_reached',
      place,
      sourceKey: `license-limit:${limit}`,
      at,
      data: { licenses: limit, used },
    });
  }

  /** Creates (or finds) the extension user and a new install with its token, in `tx`. */
  async function issueInstall(
    tx: Db | Tx,
    customerId: number,
    who: RegisteringUser,
    method: 'manual' | 'managed',
    client: ClientInfo,
  ) {
    const token = newInstallToken();
    const install = { tokenHash: hashSecret(token), method };
    const at = deps.clock.now();
    const { isNewUser, ...ids } = await users.register(tx, customerId, who, client, install, at);
    if (isNewUser) await announceNewUser(tx, customerId, ids.extensionUserId, who, client, at);
    return { ...ids, token, customerId };
  }

  const withEtag = async (issued: Omit<InstallCredentials, 'configEtag'>): Promise<InstallCredentials> => ({
    ...issued,
    configEtag: await config.etag(issued.customerId),
  });

  return {
    async startManual(input: RegisterManualStartRequest): Promise<RegisterManualStartResponse> {
      const customer = await licensedCustomer(input.licenseKey);
      const brandName = await config.brandName(customer.id);
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = deps.clock.now();
      const expiresAt = new Date(at.getTime() + REGISTRATION_CODE_TTL_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await repo.insertCode(tx, {
          id,
          customerId: customer.id,
          email: input.email,
          codeHash: codeHash(id, code),
          expiresAt,
          at,
        });
        await deps.mailer.send(tx, registrationMail(input.email, code, brandName));
      });
      return {
        message: EXTENSION_MESSAGES.codeSent,
        expiresInSeconds: REGISTRATION_CODE_TTL_MINUTES * 60,
        maxAttempts: REGISTRATION_CODE_MAX_ATTEMPTS,
      };
    },

    async verifyManual(input: RegisterManualVerifyRequest): Promise<InstallCredentials> {
      const customer = await licensedCustomer(input.licenseKey);
      const code = await repo.latestCode(customer.id, input.email);
      if (!code) throw badRequest(`code: ${EXTENSION_MESSAGES.codeIncorrect}`);
      if (code.attempts >= REGISTRATION_CODE_MAX_ATTEMPTS)
        throw badRequest(`code: ${EXTENSION_MESSAGES.codeAttemptsExceeded}`);
      if (code.usedAt || code.expiresAt <= deps.clock.now())
        throw badRequest(`code: ${EXTENSION_MESSAGES.codeExpired}`);
      if (!sameHash(code.codeHash, codeHash(code.id, input.code))) {
        const attempts = await repo.countAttempt(customer.id, code.id);
        throw badRequest(
          `code: ${attempts >= REGISTRATION_CODE_MAX_ATTEMPTS ? EXTENSION_MESSAGES.codeAttemptsExceeded : EXTENSION_MESSAGES.codeIncorrect}`,
        );
      }
      const issued = await db.transaction(async (tx) => {
        if (!(await repo.useCode(tx, customer.id, code.id, deps.clock.now())))
          throw badRequest(`code: ${EXTENSION_MESSAGES.codeExpired}`);
        return issueInstall(tx, customer.id, { email: input.email }, 'manual', input);
      });
      return withEtag(issued);
    },

    /**
     * A managed registration of an OS identity that registered before in the same browser is that
     * install again (a reinstall, a re-imaged machine): its old token is revoked in the same
     * transaction, so only the newest works. Another browser of the same person keeps its own.
     */
    async registerManaged(input: RegisterManagedRequest): Promise<InstallCredentials> {
      const customer = await licensedCustomer(input.licenseKey);
      const managed = {
        osUserId: input.osUserId,
        osComputerName: input.osComputerName,
        osUuid: input.osUuid,
      };
      const { issued, replaced } = await db.transaction(async (tx) => {
        const issued = await issueInstall(tx, customer.id, { managed }, 'managed', input);
        const replaced = await installs.revokeReplaced(
          tx,
          { ...issued, browser: input.browser },
          deps.clock.now(),
        );
        return { issued, replaced };
      });
      for (const tokenHash of replaced) auth.forget({ tokenHash });
      return withEtag(issued);
    },
  };
}
