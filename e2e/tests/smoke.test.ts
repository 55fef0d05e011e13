import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';

describe('smoke', () => {
  test('the server is up and seeded', async ({ baseUrl }) => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  test('the login page serves and has an email field', async ({ baseUrl, page }) => {
    const response = await page.goto(`${baseUrl}/login`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    const email = page.locator('input[type="email"], input[name="email"]').first();
    await email.waitFor({ state: 'visible', timeout: 15_000 });
    await expectNoA11yViolations(page, '/login');
  });
});
