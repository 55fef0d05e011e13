import { accessSync, constants } from 'node:fs';

/** What a CI container needs, and nothing calling home (this machine's network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** The system Chromium the browser tests drive: CHROMIUM_PATH, else /usr/bin/chromium; null when absent. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    return null;
  }
}
