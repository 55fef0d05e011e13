import type { ExtensionBrowser } from '../../lib/extension-browser.ts';
import { sameAddress } from './same-address.ts';

// Baitwatch's own log of the pages it checked (chrome.storage.local `checkLog`, newest last, the last
// 100 only), read through its service worker. Typed here as the benchmark reads it, not imported
// from the extension: an older build without it still runs (its verdict is then warned or not).

export interface CheckLogEntry {
  url: string;
  at: string;
  verdict: string;
  brands: string[];
  score: number;
  reasons: { signal: string; brand?: string; weight: number; text: string }[];
  report: 'evidence' | 'reasons' | 'none';
  msFromCredentialField?: number;
  error?: string;
}

/** The log's last entry about one of these addresses written since `since` (epoch ms), if any. */
export async function lastCheckOf(
  browser: ExtensionBrowser,
  urls: string[],
  since: number,
): Promise<CheckLogEntry | null> {
  // One key only: the whole storage holds the report queue's screenshots too.
  const log = (await (
    await browser.worker()
  ).evaluate(
    "chrome.storage.local.get('checkLog').then((found) => found.checkLog ?? [])",
  )) as CheckLogEntry[];
  const entries = log.filter(
    (entry) => Date.parse(entry.at) >= since - 1000 && urls.some((url) => sameAddress(entry.url, url)),
  );
  return entries.at(-1) ?? null;
}

/** A reason, shortly: `brand-logo(Microsoft) +0.45`. */
export const shortReason = (reason: CheckLogEntry['reasons'][number]) =>
  `${reason.signal}${reason.brand ? `(${reason.brand})` : ''} ${reason.weight >= 0 ? '+' : ''}${reason.weight}`;
