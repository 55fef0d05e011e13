import type { Reason } from '@baitwatch/contracts/extension/detection/signals';

// The extension's own log of the sign-in pages it checked, on the machine only (chrome.storage.local,
// the newest last): what it decided and why, and a check that failed, so that a failure is seen
// rather than silently skipped. Nothing in it leaves the browser; it holds the last entries only.

export const CHECK_LOG_KEY = 'checkLog';
export const CHECK_LOG_MAX = 100;

export interface CheckLogEntry {
  url: string;
  at: string;
  /** The verdict's kind: detected, suspicious, no brand, genuine, allowed, or failed. */
  verdict: string;
  brands: string[];
  score: number;
  reasons: Reason[];
  /** What left the browser: the report with its screenshot and HTML, or nothing. */
  report: 'evidence' | 'reasons' | 'none';
  /** From the first credential field seen to the verdict, in ms. */
  msFromCredentialField?: number;
  /** Why the check failed, for a failed one. */
  error?: string;
}

let writing: Promise<void> = Promise.resolve();

/** Appends an entry; entries from several tabs are written one after another (no lost update). */
export function appendCheckLog(entry: CheckLogEntry): Promise<void> {
  writing = writing.then(() => append(entry)).catch(() => undefined);
  return writing;
}

async function append(entry: CheckLogEntry): Promise<void> {
  const found = await chrome.storage.local.get(CHECK_LOG_KEY);
  const log = (found[CHECK_LOG_KEY] as CheckLogEntry[] | undefined) ?? [];
  log.push(entry);
  await chrome.storage.local.set({ [CHECK_LOG_KEY]: log.slice(-CHECK_LOG_MAX) });
}
