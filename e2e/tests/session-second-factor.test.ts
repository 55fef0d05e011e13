import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import type { Page } from 'playwright-core';
import { DEMO_MFA_LOGIN, DEMO_TOTP_SECRET } from '../../apps/server/src/demo/data/demo-world.ts';
import { totpCode } from '../../apps/server/src/features/mfa/totp.ts';
import { DEMO_PASSWORD } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { waitForShell } from './support/console.ts';

// A second factor in the browser: the demo's mfa@ admin signs in with a code from its authenticator
// app, and an admin no other browser test uses sets up an app in Profile, then signs in with a
// recovery code. The codes are computed as an app would, for the server's (this machine's) time.

/** A Contoso admin no other browser test logs in as: this file gives them an authenticator app. */
const ENROLLING_ADMIN = 'raj.patel@contoso-pharma.test';

async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

async function verify(page: Page, label: RegExp, code: string) {
  await page.getByRole('textbox', { name: label }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('a second factor', () => {
  test('the password alone opens nothing; a wrong code is refused, the current one signs in', async ({
    baseUrl,
    page,
  }) => {
    await logIn(page, baseUrl, DEMO_MFA_LOGIN);
    expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
    await verify(page, /Code/, '000000');
    await page.getByText(MFA_MESSAGES.codeInvalid).waitFor();
    await verify(page, /Code/, totpCode(DEMO_TOTP_SECRET, new Date()));
    await waitForShell(page);
    expect(new URL(page.url()).pathname.startsWith('/login')).toBe(false);
  });

  test('set up in Profile with the QR code and key, then a recovery code signs in once the app is lost', async ({
    baseUrl,
    page,
  }) => {
    const customerId = await (await consoleApi(baseUrl, 'customer')).organizationId(
      'Contoso Pharmaceuticals',
    );
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(ENROLLING_ADMIN);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForShell(page);
    await page.goto(`${baseUrl}/customers/${customerId}/settings`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await dialog.getByTestId('value-setup key').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByRole('textbox', { name: /Code/ }).fill(totpCode(secret, new Date()));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page
      .getByTestId('sign-in-security')
      .getByText('10 of 10 recovery codes left.', { exact: false })
      .waitFor();

    await page.context().clearCookies();
    await logIn(page, baseUrl, ENROLLING_ADMIN);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await verify(page, /Recovery code/, codes[0] ?? '');
    await waitForShell(page);
    await page.goto(`${baseUrl}/customers/${customerId}/settings`);
    await page
      .getByTestId('sign-in-security')
      .getByText('9 of 10 recovery codes left.', { exact: false })
      .waitFor();
  });
});
