import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { pathOf, signIn, waitForPath, waitForShell } from './support/console.ts';

// The logged-out pages: login per tenant subdomain with the Support link, a wrong password, the
// forgot-password mail followed through the development outbox (the provider's to read), and a
// dead one-time link.

/** A Northwind admin no other browser test logs in as: this file changes their password. */
const RESETTING_ADMIN = 'andrew.fuller@northwind-msp.test';
const NEW_PASSWORD = 'Lighthouse-keeper-42';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the newest mail of the outbox with this subject and recipient; answers its body. */
async function newestMail(page: Page, subject: string, to: string): Promise<Locator> {
  const name = new RegExp(`^${escapeRegExp(subject)}.*To ${escapeRegExp(to)}`);
  const control = page.getByRole('button', { name }).first();
  await control.waitFor();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const body = page.getByRole('region', { name }).first();
  await body.waitFor();
  return body;
}

describe('login page', () => {
  test('on a tenant subdomain it is branded for that tenant, shows Support, and logs in', async ({
    baseUrl,
    page,
  }) => {
    const tenantBase = baseUrl.replace('127.0.0.1', 'northwind.localhost');
    const branding = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/branding');
    await page.goto(`${tenantBase}/login`);
    const answer = await (await branding).json();
    expect(answer).toMatchObject({ subDomain: 'northwind', tenantName: 'Northwind MSP' });

    const support = page.getByRole('link', { name: 'Support' });
    await support.waitFor();
    expect(await support.getAttribute('href')).toBe(answer.supportUrl);

    await fillLogin(page, 'msp@baitwatch.test', DEMO_PASSWORD);
    await waitForPath(page, '/tenant-admin');
    await waitForShell(page);
    expect(new URL(page.url()).host).toBe(new URL(tenantBase).host);
    // The Support link belongs to the logged-out pages.
    expect(await page.getByRole('link', { name: 'Support' }).count()).toBe(0);
  });

  test("on a whitelabel tenant's subdomain it shows that brand's logo and support address", async ({
    baseUrl,
    page,
  }) => {
    await page.goto(`${baseUrl.replace('127.0.0.1', 'bluefin.localhost')}/login`);
    const logo = page.getByRole('img', { name: 'Bluefin Guard' });
    await logo.waitFor();
    // decode() waits for the image and fails on a broken one.
    const width = await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(width).toBeGreaterThan(0);
    const support = page.getByRole('link', { name: 'Support' });
    expect(await support.getAttribute('href')).toBe('mailto:help@bluefin-security.test');
  });

  test('a wrong password is refused with the spec message and stays on the page', async ({
    baseUrl,
    page,
  }) => {
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, 'customer@baitwatch.test', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  test('after logging in it returns to the address the user was sent away from', async ({
    baseUrl,
    page,
  }) => {
    await page.goto(`${baseUrl}/advanced-settings`);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('return')).toBe(`${baseUrl}/advanced-settings`);
    await fillLogin(page, 'provider@baitwatch.test', DEMO_PASSWORD);
    await waitForPath(page, '/advanced-settings');
    await waitForShell(page);
  });
});

describe('forgot password', () => {
  test('the outbox answers only a signed-in BaitwatchAdmin: anyone else is told to log in', async ({
    baseUrl,
    page,
  }) => {
    await page.goto(`${baseUrl}/dev/outbox`);
    await page.getByText(SHELL_MESSAGES.outboxSignIn).waitFor();
    expect(await page.getByText('Reset your Baitwatch password').count()).toBe(0);
  });

  test('the emailed link (read in /dev/outbox by the provider) sets a new password and signs in', async ({
    baseUrl,
    browser,
    page,
  }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    // The login page also has an Email field: wait for the new page before filling, or the fill can
    // land on the old page while the forgot-password chunk is still loading.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(RESETTING_ADMIN);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.resetSent }).waitFor();

    // The outbox is the provider's to read, in a browser of its own.
    const providerContext = await browser.newContext();
    try {
      const outbox = await providerContext.newPage();
      await signIn(outbox, baseUrl, 'provider');
      /** The link of the newest reset mail, once the queue has sent it. */
      const resetLink = async () => {
        await outbox.goto(`${baseUrl}/dev/outbox`);
        const link = (await newestMail(outbox, 'Reset your Baitwatch password', RESETTING_ADMIN)).getByRole(
          'link',
          { name: /\/reset-password\?token=/ },
        );
        // The outbox links console pages relative to its own host.
        return new URL((await link.getAttribute('href')) ?? '', baseUrl).href;
      };

      const link = await resetLink();
      await page.goto(link);
      await waitForPath(page, '/reset-password');

      await page.getByRole('textbox', { name: 'Email' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(RESETTING_ADMIN);
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await waitForPath(page, '/tenant-admin');
      await waitForShell(page);

      // The link worked once: following it again is refused.
      expect(await resetLink()).toBe(link);
      await page.goto(link);
      await page.getByRole('alert').filter({ hasText: MESSAGES.invalidLink }).waitFor();
    } finally {
      await providerContext.close();
    }

    // The old password is gone, the new one works.
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, RESETTING_ADMIN, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    await page.locator('input[type="password"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/tenant-admin');
  });

  test('an invitation link that is unknown or used says so', async ({ baseUrl, page }) => {
    await page.goto(`${baseUrl}/accept-invite?token=not-a-real-token`);
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidLink }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});
