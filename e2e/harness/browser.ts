import { type Browser, chromium } from 'playwright-core';
import { findChromium } from '../../tools/src/lib/chromium.ts';

/** Launches the system Chromium headless, with what a CI container needs and nothing calling home. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}
