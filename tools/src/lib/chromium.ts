import { accessSync, constants } from 'node:fs';

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
