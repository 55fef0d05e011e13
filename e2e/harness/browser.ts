import { type Browser, chromium } from 'playwright-core';
import { findChromium } from '../../tools/src/lib/chromium.ts';

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

/** Launches the system Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
