import { stepUp } from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { DEMO_PASSWORD } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { waitForShell } from './support/console.ts';

// Passkeys in the browser, with Chromium's virtual authenticator (DevTools protocol): an admin no other
// browser test uses registers one in Profile, then signs in with it alone ("Sign in with a passkey"),
// and with it as the second factor after the password; another, with a passkey only, confirms a
// sensitive change with it (step-up). WebAuthn takes no IP address as the site, so the console is
// opened as localhost (decision 0077: the RP ID of a local run).

/** A Tailspin Toys admin no other browser test logs in as: this file gives them a passkey. */
const PASSKEY_ADMIN = 'amy.chen@tailspin-toys.test';
/** A Wide World Importers admin no other browser test logs in as: a passkey-only admin here. */
const STEP_UP_ADMIN = 'grace.kim@wideworldimporters.test';

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

async function passwordStep(page: Page, site: string, email = PASSKEY_ADMIN) {
  await page.goto(`${site}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Profile → Sign-in security → Add a passkey, named; answers the recovery codes a first one brings. */
async function addPasskey(page: Page, name: string): Promise<string[]> {
  await page.getByTestId('passkeys').getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  await page.getByTestId('recovery-codes').waitFor();
  return page.getByTestId('recovery-codes').locator('code').allTextContents();
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
    // Her first factor: recovery codes come with it.
    await addPasskey(page, 'Test laptop');
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

  test('a passkey-only admin renews the recovery codes: the step-up prompt asks for the passkey, and it confirms', async ({
    baseUrl,
    page,
  }) => {
    const site = baseUrl.replace('//127.0.0.1', '//localhost');
    const customerId = await (await consoleApi(baseUrl, 'provider')).organizationId('Wide World Importers');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await addVirtualAuthenticator(page);

    // Signed in with the password alone, then a passkey set up: no factor proved in this session yet.
    await passwordStep(page, site, STEP_UP_ADMIN);
    await waitForShell(page);
    await page.goto(`${site}/customers/${customerId}/settings`);
    const first = await addPasskey(page, 'Work laptop');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    const codes = page.getByTestId('recovery-codes-section');
    await codes.getByText(/^10 of 10 recovery codes left/).waitFor();

    await codes.getByRole('button', { name: 'New recovery codes' }).click();
    const renewal = page.getByRole('dialog', { name: 'New recovery codes' });
    await renewal.getByRole('button', { name: 'Make new codes' }).click();
    // A sensitive change: the prompt asks her for her passkey (she has no authenticator app).
    const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
    await prompt.getByText(MFA_MESSAGES.stepUpWithPasskey).waitFor();
    expect(await prompt.getByRole('textbox', { name: /Code/ }).count()).toBe(0);
    await expectNoA11yViolations(page, 'the step-up prompt');
    const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === stepUp.path);
    await prompt.getByRole('button', { name: 'Use a passkey' }).click();
    expect((await confirmed).status()).toBe(200);
    await prompt.waitFor({ state: 'hidden' });

    // The renewal went on by itself: ten new codes, shown once, none of the old ones.
    await renewal.getByTestId('recovery-codes').waitFor();
    const renewed = await renewal.getByTestId('recovery-codes').locator('code').allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.some((code) => first.includes(code))).toBe(false);
    await renewal.getByRole('button', { name: 'I have saved them' }).click();
    await renewal.waitFor({ state: 'hidden' });
    await codes.getByText(/^10 of 10 recovery codes left/).waitFor();
  });
});
