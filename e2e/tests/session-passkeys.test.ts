import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { waitForShell } from './support/console.ts';

// Passkeys in the browser, with Chromium's virtual authenticator (DevTools protocol): an admin no other
// browser test uses registers one in Profile, then signs in with it alone ("Sign in with a passkey"),
// and with it as the second factor after the password. WebAuthn takes no IP address as the site, so
// the console is opened as localhost (decision 0077: the RP ID of a local run).

/** A Tailspin Toys admin no other browser test logs in as: this file gives them a passkey. */
const PASSKEY_ADMIN = 'amy.chen@tailspin-toys.test';

/** A platform authenticator that keeps discoverable passkeys and verifies its user (a fingerprint). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function passwordStep(page: Page, site: string) {
  await page.goto(`${site}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(PASSKEY_ADMIN);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('passkeys', () => {
  test('registered in Profile, they sign in without a password, and as the second factor after one', async ({
    baseUrl,
    page,
  }) => {
    const site = baseUrl.replace('//127.0.0.1', '//localhost');
    const customerId = await (await consoleApi(baseUrl, 'basic')).organizationId('Tailspin Toys');
    await addVirtualAuthenticator(page);

    await passwordStep(page, site);
    await waitForShell(page);
    await page.goto(`${site}/customers/${customerId}/settings`);
    const passkeys = page.getByTestId('passkeys');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Test laptop');
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    // Her first factor: recovery codes come with it.
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await passkeys.getByRole('cell', { name: 'Test laptop', exact: true }).waitFor();
    await passkeys.getByRole('cell', { name: 'Never', exact: true }).waitFor();

    await page.context().clearCookies();
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await waitForShell(page);
    expect(new URL(page.url()).pathname.startsWith('/login')).toBe(false);

    await page.context().clearCookies();
    await passwordStep(page, site);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await waitForShell(page);
    await page.goto(`${site}/customers/${customerId}/settings`);
    await expect.poll(() => passkeys.getByRole('cell', { name: 'Never', exact: true }).count()).toBe(0);
  });
});
