import { DEMO_LOGINS, type DemoLogin, loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';

describe('smoke', () => {
  test('the server is up', async ({ baseUrl }) => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  test('the login page serves and has an email field', async ({ baseUrl, page }) => {
    const response = await page.goto(`${baseUrl}/login`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    const email = page.locator('input[type="email"], input[name="email"]').first();
    await email.waitFor({ state: 'visible', timeout: 15_000 });
  });

  test.for(Object.keys(DEMO_LOGINS) as DemoLogin[])(
    'the demo login %s gets into the console',
    async (who, { baseUrl, page }) => {
      await loginAs(page, baseUrl, who);
      expect(new URL(page.url()).pathname).not.toMatch(/^\/login/);
    },
  );
});
