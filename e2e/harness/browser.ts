import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../tools/src/lib/chromium.ts';

export { CHROMIUM_ARGS };

/** Launches the system Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
