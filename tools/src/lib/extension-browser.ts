import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { repoRoot } from './repo.ts';

// Chromium with an unpacked extension loaded: the extension browser test (e2e/tests/extension.test.ts)
// and the detection benchmark (tools/src/bench/detection.ts) both drive the extension through it.

/** The built extension (`npm run build`), loaded unpacked. */
export const EXTENSION_DIST = join(repoRoot, 'apps/extension/dist');

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker (it may be restarted by the browser: read it again with worker()). */
  worker(): Promise<Worker>;
  /** One of the extension's storage areas, whole: `local` (what it keeps), `managed` (what policy handed it). */
  storage(area: 'local' | 'managed'): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Chromium with the extension loaded, in a fresh profile. Debian's Chromium 156 still honours
 * --load-extension (branded Chrome dropped it in 137; there, Extensions.loadUnpacked over CDP with
 * --enable-unsafe-extension-debugging is the way). Extensions need a persistent context and the new
 * headless mode. `hostRules` map look-alike host names to the test's page server; `extensionDir` is
 * the unpacked extension to load (the build, or a copy of it under another id).
 */
export async function launchWithExtension(
  hostRules: string[],
  extensionDir = EXTENSION_DIST,
): Promise<ExtensionBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  const profile = mkdtempSync(join(tmpdir(), 'bw-ext-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: false,
    viewport: { width: 1280, height: 800 },
    // The test's https pages use a throwaway self-signed certificate.
    ignoreHTTPSErrors: true,
    args: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=${hostRules.join(', ')}`,
    ],
  });
  const worker = async () =>
    context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://')) ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL((await worker()).url()).host;
  return {
    context,
    extensionId,
    worker,
    // An expression, not a function: the e2e code is not typed against the extension APIs.
    storage: async (area) => (await worker()).evaluate(`chrome.storage.${area}.get(null)`),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
