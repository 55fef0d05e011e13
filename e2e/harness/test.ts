import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { watchCspViolations } from './csp-violations.ts';
import { artifactsDir } from './paths.ts';

const fileSafe = (name: string) => name.replace(/[^a-zA-Z0-9-]+/g, '-').slice(0, 120);

/**
 * The browser test API: `baseUrl` of the seeded server, one Chromium per file, and a fresh page (own
 * cookies) per test. A failing test leaves a full-page screenshot in .tmp/e2e/.
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser, task }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    // Vitest closes fixtures before onTestFailed handlers run, so the failure check happens here.
    onCleanup(async () => {
      if (task.result?.state === 'fail') {
        const file = join(artifactsDir, `${fileSafe(task.file.name)}--${fileSafe(task.name)}.png`);
        try {
          await page.screenshot({ path: file, fullPage: true });
          console.error(`Screenshot of the failure: ${file}`);
        } catch (error) {
          console.error(`No screenshot of the failure: ${(error as Error).message}`);
        }
      }
      await context.close();
      // Every browser test walks the console under its real Content-Security-Policy: a blocked style,
      // script or image fails the test that caused it.
      if (violations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    });
    return page;
  });

export { describe, expect } from 'vitest';
