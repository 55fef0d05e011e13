import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';

// What the extension keeps in chrome.storage.local, under one key each. Read by the service worker,
// and the config by the content script too (it judges pages without waking the worker).

/** The install: where it reports and its token (never shown; sent as Authorization: Bearer). */
export interface StoredInstall {
  serverUrl: string;
  mode: 'managed' | 'manual';
  installId: string;
  token: string;
  customerId: number;
  /** Manual installs: the email it registered with (a new code is needed after a revocation). */
  email: string | null;
  licenseKey: string;
  /** The server refused the token (401): a managed install registers again; a manual one waits for a new code. */
  revoked: boolean;
}

/** A manual registration waiting for the emailed code. */
export interface PendingManual {
  serverUrl: string;
  licenseKey: string;
  email: string;
}

export interface StoredConfig {
  config: ExtensionConfig;
  etag: string;
  checkedAt: string;
}

export interface StoredShape {
  install: StoredInstall;
  pendingManual: PendingManual;
  config: StoredConfig;
  lastError: string;
}

export async function readStored<K extends keyof StoredShape>(key: K): Promise<StoredShape[K] | undefined> {
  const found = await chrome.storage.local.get(key);
  return found[key] as StoredShape[K] | undefined;
}

export async function writeStored<K extends keyof StoredShape>(key: K, value: StoredShape[K]): Promise<void> {
  await chrome.storage.local.set({ [key]: value });
}

export async function removeStored(key: keyof StoredShape): Promise<void> {
  await chrome.storage.local.remove(key);
}
