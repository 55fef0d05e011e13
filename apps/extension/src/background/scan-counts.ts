import { reportScans } from '@baitwatch/contracts/extension/calls';
import { authedCall } from './authed-call.ts';

// Login pages scanned, per whole UTC hour: the install's running count of each hour is sent
// (POST /scans); the server keeps the higher count, so sending an hour again never adds to it.

const SCANS_KEY = 'scans';
const HOUR = 3_600_000;
/** Hours kept after they were sent: the current one still grows, older ones are done. */
const KEEP_HOURS = 2;

type Counts = Record<string, number>;

const read = async (): Promise<Counts> =>
  ((await chrome.storage.local.get(SCANS_KEY))[SCANS_KEY] as Counts) ?? {};

export async function countLoginPage(now = Date.now()): Promise<void> {
  const hour = new Date(Math.floor(now / HOUR) * HOUR).toISOString();
  const counts = await read();
  counts[hour] = (counts[hour] ?? 0) + 1;
  await chrome.storage.local.set({ [SCANS_KEY]: counts });
}

/** Sends the counts held; hours older than KEEP_HOURS are dropped once the server has them. */
export async function sendScanCounts(now = Date.now()): Promise<void> {
  const counts = await read();
  const periods = Object.entries(counts).map(([periodStart, count]) => ({ periodStart, count }));
  if (periods.length === 0) return;
  const response = await authedCall(reportScans, { json: { periods: periods.slice(-744) } });
  if (!response) return;
  const latest = await read();
  const cutoff = now - KEEP_HOURS * HOUR;
  for (const { periodStart } of periods) if (Date.parse(periodStart) < cutoff) delete latest[periodStart];
  await chrome.storage.local.set({ [SCANS_KEY]: latest });
}
