import { managedPolicySchema } from '@baitwatch/contracts/deployment/managed-policy';
import * as extensionApi from '@baitwatch/contracts/extension/calls';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { RegisterManualStartResponse } from '@baitwatch/contracts/extension/register-manual-start';
import {
  type PendingManual,
  readStored,
  removeStored,
  type StoredInstall,
  writeStored,
} from '../shared/stored.ts';
import { clientInfo } from './client-info.ts';
import { callServer, jsonOf, normalServerUrl } from './server-api.ts';

// Registration (decision 0009): managed from the policy the deployment installer writes
// (chrome.storage.managed, decision 0042), or manual from the options page with the emailed code.
// The install token lands in chrome.storage.local; a revoked one (401) sends a managed install back
// through registration by itself, a manual one to the options page for a new code.

/** The managed policy, when the installer (or an admin's policy) set every value it needs. */
export async function managedPolicy() {
  const values = await chrome.storage.managed.get(null).catch(() => ({}));
  const parsed = managedPolicySchema.safeParse(values);
  return { policy: parsed.success ? parsed.data : null, present: Object.keys(values ?? {}).length > 0 };
}

async function keep(install: Omit<StoredInstall, 'revoked'>, credentials: InstallCredentials) {
  await writeStored('install', {
    ...install,
    installId: credentials.installId,
    token: credentials.token,
    revoked: false,
  });
  await writeStored('lastError', '');
}

/** Registers from the managed policy; answers false when there is none. */
export async function registerManaged(): Promise<boolean> {
  const { policy } = await managedPolicy();
  if (!policy) return false;
  const serverUrl = normalServerUrl(policy.serverUrl);
  const response = await callServer(serverUrl, extensionApi.registerManaged, {
    json: {
      licenseKey: policy.licenseKey,
      osUserId: policy.osUserId,
      osComputerName: policy.osComputerName,
      osUuid: policy.osUuid,
      ...(await clientInfo()),
    },
  });
  const credentials = await jsonOf<InstallCredentials>(response);
  await keep(
    {
      serverUrl,
      mode: 'managed',
      installId: credentials.installId,
      token: credentials.token,
      customerId: credentials.customerId,
      email: null,
      licenseKey: policy.licenseKey,
    },
    credentials,
  );
  return true;
}

/** Manual, step 1: the server mails a six-digit code to the organization email. */
export async function startManual(input: PendingManual): Promise<string> {
  const pending = { ...input, serverUrl: normalServerUrl(input.serverUrl) };
  const response = await callServer(pending.serverUrl, extensionApi.registerManualStart, {
    json: { licenseKey: pending.licenseKey, email: pending.email },
  });
  const answer = await jsonOf<RegisterManualStartResponse>(response);
  await writeStored('pendingManual', pending);
  return answer.message;
}

/** Manual, step 2: the emailed code in exchange for the install token. */
export async function verifyManual(code: string): Promise<void> {
  const pending = await readStored('pendingManual');
  if (!pending) throw new Error('Request a code first.');
  const response = await callServer(pending.serverUrl, extensionApi.registerManualVerify, {
    json: { licenseKey: pending.licenseKey, email: pending.email, code, ...(await clientInfo()) },
  });
  const credentials = await jsonOf<InstallCredentials>(response);
  await keep(
    {
      serverUrl: pending.serverUrl,
      mode: 'manual',
      installId: credentials.installId,
      token: credentials.token,
      customerId: credentials.customerId,
      email: pending.email,
      licenseKey: pending.licenseKey,
    },
    credentials,
  );
  await removeStored('pendingManual');
  // A new install may belong to another organization: its config is fetched afresh.
  await removeStored('config');
}

/**
 * The server refused the token (401, revoked or unknown). A managed install registers again at once
 * and answers true (the call may be retried); a manual one is marked revoked for the options page.
 */
export async function recoverFromRevokedToken(): Promise<boolean> {
  const install = await readStored('install');
  if (!install) return false;
  if (install.mode === 'managed' && (await registerManaged())) return true;
  await writeStored('install', { ...install, revoked: true });
  return false;
}

/** The install to call with, when there is a live one. */
export async function liveInstall(): Promise<StoredInstall | null> {
  const install = await readStored('install');
  return install && !install.revoked ? install : null;
}
