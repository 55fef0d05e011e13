import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { artifactsDir } from './paths.ts';

const fileSafe = (name: string) => name.replace(/[^a-zA-Z0-9-]+/g, '-').slice(0, 120);

/**
 * The browser test API: `baseUrl` of the seeded server, one Chromium per file, and a fresh page (own
 * cookies) per test. A failing test leaves a full-page screenshot in .tmp/e2e/.
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  .extend('browser', { scope: 'file' }, async (_context, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser, task, onTestFailed }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    onTestFailed(async () => {
      const file = join(artifactsDir, `${fileSafe(task.file.name)}--${fileSafe(task.name)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.error(`Screenshot of the failure: ${file}`);
    });
    onCleanup(() => context.close());
    return page;
  });

export { describe, expect } from 'vitest';
