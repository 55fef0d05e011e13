import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { watchCspViolations } from '../harness/csp-violations.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  consoleApi,
  fakeScreenshot,
  runTag,
  SCRIPTED_PAGE_HTML,
  seedEvents,
  waitForEvidence,
} from './incidents-fixtures.ts';
import { signIn } from './support/console.ts';

// The console works under its Content-Security-Policy (no inline script, no eval, images from its own
// origin and data:/blob:): walking the main screens, the browser blocks nothing. Every other browser
// test fails on a violation too (harness/test.ts); this one walks the screens on purpose.

const baseUrl = inject('baseUrl');
const BRAND = runTag('Csp');

/**
 * Waits until the page has loaded what it asks for: no request in flight for half a second. The live
 * console's event stream stays open as long as the page does (decision 0072), so it does not count;
 * Playwright's 'networkidle' would wait for it forever.
 */
async function quiet(page: Page) {
  const inFlight = new Set<unknown>();
  const streaming = (url: string) => new URL(url).pathname.startsWith('/v1/live/');
  const started = (request: { url(): string }) => {
    if (!streaming(request.url())) inFlight.add(request);
  };
  const ended = (request: unknown) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= 500;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function settle(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await quiet(page);
}

describe('the console under its Content-Security-Policy', () => {
  test('the whitelabel login page, with its logo, blocks nothing', async ({ browser }) => {
    const page = await browser.newPage();
    const violations = await watchCspViolations(page);
    try {
      await page.goto(`${baseUrl.replace('127.0.0.1', 'bluefin.localhost')}/login`);
      const logo = page.locator('img[src^="/branding/"]').first();
      await logo.waitFor();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.goto(`${baseUrl}/forgot-password`);
      await page.locator('input[type="email"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the provider walks the main screens and an event with its evidence, blocking nothing', async ({
    browser,
  }) => {
    const api = await consoleApi(baseUrl, 'provider');
    const customerId = await api.organizationId('Contoso Pharmaceuticals');
    const screenshot = await fakeScreenshot(browser, BRAND);
    const [event] = await seedEvents(baseUrl, {
      licenseKey: await api.licenseKey(customerId),
      users: [`E2E\\${BRAND}`],
      brand: BRAND,
      types: [0],
      evidence: { 0: { screenshot, html: SCRIPTED_PAGE_HTML } },
    });
    if (!event) throw new Error('no event');
    await waitForEvidence(api, customerId, event.eventId);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    try {
      await signIn(page, baseUrl, 'provider');
      for (const path of [
        '/super-feed',
        '/super-feed/stats',
        `/customers/${customerId}/incidents`,
        '/threat-intel-feed',
        '/threat-intel',
        '/soc-integration',
        '/advanced-settings',
        '/dev/outbox',
      ]) {
        await settle(page, path);
      }
      await settle(page, `/customers/${customerId}/incidents/${event.eventId}`);
      // The screenshot arrives as a data: URL; the page HTML shows in CodeMirror, which injects styles.
      const image = page.locator('img[src^="data:image/jpeg"]').first();
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('tab', { name: 'HTML' }).click();
      await page.locator('.cm-content').getByText('<script>alert(1)</script>', { exact: false }).waitFor();
      await page.getByRole('tab', { name: 'Vision Analysis' }).click();
      await quiet(page);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
