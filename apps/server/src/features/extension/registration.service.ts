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
import type { ExtensionConfigService } from './extension-config.service.ts';
import { extensionUsersRepository } from './extension-users.repository.ts';
import { installsRepository } from './installs.repository.ts';
import { registrationRepository } from './registration.repository.ts';
import { registrationMail } from './registration-mail.ts';

/** The code is hashed with its row id, so equal codes never share a hash. */
const codeHash = (id: string, code: string) => hashSecret(`${id}:${code}`);
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** Install tokens carry a readable prefix, like API keys, so a leaked one is recognisable. */
const newInstallToken = () => `bwx_${newSecret()}`;

/** Registration, manual (emailed code) or managed (OS identity). Both answer an install id and token. */
export function registrationService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'mailer'>,
  config: ExtensionConfigService,
) {
  const db: Db = deps.database.db;
  const repo = registrationRepository(db);
  const users = extensionUsersRepository();
  const installs = installsRepository(db);

  async function licensedCustomer(licenseKey: string) {
    const customer = await repo.customerByLicenseKey(licenseKey);
    if (!customer) throw badRequest(`licenseKey: ${EXTENSION_MESSAGES.invalidLicenseKey}`);
    if (!customer.isActive) throw forbidden(EXTENSION_MESSAGES.organizationInactive);
    return customer;
  }

  /** Creates the install for a user already upserted in `tx`, recording its browser and OS. */
  async function issueInstall(
    tx: Tx,
    customerId: number,
    extensionUserId: number,
    method: 'manual' | 'managed',
    client: ClientInfo,
  ) {
    const at = deps.clock.now();
    await users.recordClient(tx, customerId, extensionUserId, client, at);
    const token = newInstallToken();
    const installId = await installs.insert(tx, {
      customerId,
      extensionUserId,
      tokenHash: hashSecret(token),
      method,
      at,
    });
    return { installId, token, customerId, extensionUserId };
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
        const userId = await users.upsertManual(tx, customer.id, input.email, deps.clock.now());
        return issueInstall(tx, customer.id, userId, 'manual', input);
      });
      return withEtag(issued);
    },

    async registerManaged(input: RegisterManagedRequest): Promise<InstallCredentials> {
      const customer = await licensedCustomer(input.licenseKey);
      const issued = await db.transaction(async (tx) => {
        const identity = {
          osUserId: input.osUserId,
          osComputerName: input.osComputerName,
          osUuid: input.osUuid,
        };
        const userId = await users.upsertManaged(tx, customer.id, identity, deps.clock.now());
        return issueInstall(tx, customer.id, userId, 'managed', input);
      });
      return withEtag(issued);
    },
  };
}
