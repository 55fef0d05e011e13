import { signInPolicySettingsSchema } from '@baitwatch/contracts/mfa/policy';
import type { Page } from 'playwright-core';
import { totpCode } from '../../apps/server/src/features/mfa/totp.ts';
import { DEMO_PASSWORD } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { apiCall, waitForShell } from './support/console.ts';

// A sign-in policy in the browser: an admin without a second factor is taken to enrolment and can do
// nothing else until enrolled; and an admin ends another of their sessions from Profile. Each uses an
// admin no other browser test signs in as.
const ENROLLING_ADMIN = 'ingrid.berg@alpineskihouse.test';
const TWO_BROWSERS_ADMIN = 'ruth.okafor@litwarelegal.test';

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('sign-in policy and sessions', () => {
  test('an admin without a second factor is taken to enrolment, and reaches the console once enrolled', async ({
    baseUrl,
    page,
  }) => {
    const provider = await consoleApi(baseUrl, 'provider');
    const organizationId = await provider.organizationId('Alpine Ski House');
    const policy = `/v1/sign-in-policy?customerId=${organizationId}`;
    await provider.send('PUT', policy, signInPolicySettingsSchema, { policy: 'second_factor' });
    try {
      await logIn(page, baseUrl, ENROLLING_ADMIN);
      await page.waitForURL((url) => url.pathname === '/enrol', { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
      // Everything else is closed to this session until then.
      expect((await apiCall(page, baseUrl, '/v1/portal/customers')).status()).toBe(403);
      const secret = (await page.getByTestId('value-setup key').textContent()) ?? '';
      await page.getByRole('textbox', { name: /Code/ }).fill(totpCode(secret, new Date()));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await waitForShell(page);
      expect((await apiCall(page, baseUrl, '/v1/portal/customers')).status()).toBe(200);
    } finally {
      await provider.send('PUT', policy, signInPolicySettingsSchema, { policy: 'password' });
    }
  });

  test('Profile lists the sessions and ends another browser’s at once', async ({
    baseUrl,
    browser,
    page,
  }) => {
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    try {
      await logIn(elsewhere, baseUrl, TWO_BROWSERS_ADMIN);
      await waitForShell(elsewhere);
      await logIn(page, baseUrl, TWO_BROWSERS_ADMIN);
      await waitForShell(page);
      const organizationId = await (await consoleApi(baseUrl, 'provider')).organizationId('Litware Legal');
      await page.goto(`${baseUrl}/customers/${organizationId}/settings`);
      const sessions = page.getByTestId('sessions');
      await sessions.getByText('This browser').waitFor();
      await sessions.getByRole('button', { name: 'End', exact: true }).first().click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('The session is ended.').waitFor();
      await expect.poll(async () => (await apiCall(elsewhere, baseUrl, '/v1/auth/me')).status()).toBe(401);
      expect((await apiCall(page, baseUrl, '/v1/auth/me')).status()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
