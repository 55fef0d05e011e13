import { join } from 'node:path';
import { customerChangeResponseSchema } from '@baitwatch/contracts/organizations/update-customer';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import type { Browser, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { watchCspViolations } from '../harness/csp-violations.ts';
import { loginAs } from '../harness/login.ts';
import { artifactsDir } from '../harness/paths.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag } from './incidents-fixtures.ts';
import { eventually, notice, signIn, waitForShell } from './support/console.ts';

// Whitelabel (decision 0027): the provider turns it on for an organization's tenant, the
// tenant's admin brands it, the top bar and the tenant's login page change at once; off deletes it.

const ORGANIZATION = 'Tailspin Toys'; // an organization of Northwind MSP, which has no whitelabel

/** A wordmark logo as a tenant would upload it, drawn by the test's browser: a PNG. */
async function wordmark(browser: Browser, text: string): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.setContent(
      `<div id="mark" style="display:inline-block;padding:4px 8px;font:bold 28px sans-serif;color:#0b7285">▲ ${text}</div>`,
    );
    return await page.locator('#mark').screenshot({ type: 'png', omitBackground: true });
  } finally {
    await context.close();
  }
}

async function openAccountTab(page: Page, baseUrl: string, customerId: number) {
  await page.goto(`${baseUrl}/customers/${customerId}/settings`);
  await waitForShell(page);
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('textbox', { name: 'Organization Name' }).waitFor();
}

/** Screenshots of the page in light and dark, in .tmp/e2e/, to look at. */
async function shoot(page: Page, name: string) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1400 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await eventually(() =>
      page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe(colorScheme);
    await page.screenshot({ path: join(artifactsDir, `${name}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: null });
  if (viewport) await page.setViewportSize(viewport);
}

const whitelabelBox = (page: Page) => page.getByRole('checkbox', { name: 'Whitelabel' });
const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Whitelabel Details' });

describe('whitelabel', () => {
  test('the provider turns it on, the tenant brands it, and off deletes the branding', async ({
    baseUrl,
    browser,
    page,
  }) => {
    const provider = await consoleApi(baseUrl, 'provider');
    const customerId = await provider.organizationId(ORGANIZATION);
    const brand = `Northwind ${runTag('Shield')}`.slice(0, 40);
    const tenantLogin = `${baseUrl.replace('127.0.0.1', 'northwind.localhost')}/login`;
    const flag = (isCustomized: boolean) =>
      provider.send('PUT', `/v1/msp-management/customers/${customerId}`, customerChangeResponseSchema, {
        isCustomized,
      });
    try {
      // The provider ticks Whitelabel on the organization's Account tab (a real login: the change
      // renews the session).
      await loginAs(page, baseUrl, 'provider');
      await waitForShell(page);
      await openAccountTab(page, baseUrl, customerId);
      expect(await whitelabelBox(page).isChecked()).toBe(false);
      expect(await panelHeading(page).count()).toBe(0);
      // The checkbox shows the tenant's flag as stored: it changes once the call has answered.
      await whitelabelBox(page).click();
      await notice(page, WHITELABEL_MESSAGES.flagUpdated).waitFor();
      await eventually(() => whitelabelBox(page).isChecked()).toBe(true);
      await panelHeading(page).waitFor();
      // Only the provider edits the support email.
      expect(await page.getByRole('textbox', { name: 'Support Email' }).isEnabled()).toBe(true);
      await shoot(page, 'whitelabel-customer-account');

      // The tenant's admin brands it from its MSP Center's Account tab.
      const msp = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const mspPage = await msp.newPage();
      const violations = await watchCspViolations(mspPage);
      try {
        await loginAs(mspPage, baseUrl, 'msp');
        await waitForShell(mspPage);
        const banner = mspPage.getByRole('banner');
        expect(await banner.getByRole('img', { name: brand }).count()).toBe(0);
        await mspPage.getByRole('tab', { name: 'Account' }).click();
        await panelHeading(mspPage).waitFor();
        const supportEmail = mspPage.getByRole('textbox', { name: 'Support Email' });
        expect(await supportEmail.isDisabled()).toBe(true);
        await expectNoA11yViolations(mspPage, 'the whitelabel panel');

        // The spec's checks on the form: a required brand name, images only.
        await mspPage.getByRole('button', { name: 'Save' }).click();
        await mspPage.getByText(WHITELABEL_MESSAGES.brandNameRequired, { exact: true }).waitFor();
        const fileInput = mspPage.locator('input[type="file"]');
        await fileInput.setInputFiles({
          name: 'logo.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.7'),
        });
        await mspPage.getByText(WHITELABEL_MESSAGES.invalidFileType, { exact: true }).waitFor();

        const png = await wordmark(browser, brand);
        await mspPage.getByRole('textbox', { name: 'Brand Name' }).fill(brand);
        await fileInput.setInputFiles({ name: 'northwind.png', mimeType: 'image/png', buffer: png });
        await mspPage
          .getByText(`northwind.png · ${(png.length / 1024).toFixed(1)} kB`, { exact: false })
          .waitFor();
        // The save's own answer first: a refusal then fails here with the server's reason.
        const saved = mspPage.waitForResponse(
          (response) =>
            new URL(response.url()).pathname.endsWith('/settings/whitelabel') &&
            response.request().method() !== 'GET',
        );
        await mspPage.getByRole('button', { name: 'Save' }).click();
        const answer = await saved;
        expect(answer.status(), await answer.text()).toBe(200);
        await notice(mspPage, WHITELABEL_MESSAGES.infoUpdated).waitFor();

        // The top bar shows the new logo at once.
        const topLogo = banner.getByRole('img', { name: brand });
        await topLogo.waitFor();
        expect(
          await topLogo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
        ).toBe(png.readUInt32BE(16));

        // The Account tab with the panel, light and dark, for a look (a viewport tall enough for the
        // whole tab: a full-page capture repeats the fixed top bar mid-page).
        await mspPage.getByText(/northwind\.png · .* kB/).waitFor();
        await shoot(mspPage, 'whitelabel-msp-account');
        // The organization's own Account tab shows the panel to its TenantAdmin, not to its CustomerAdmin.
        await openAccountTab(mspPage, baseUrl, customerId);
        await panelHeading(mspPage).waitFor();
        expect(await mspPage.getByRole('textbox', { name: 'Brand Name' }).inputValue()).toBe(brand);
        expect(await whitelabelBox(mspPage).count()).toBe(0);
        const customer = await browser.newContext();
        const customerPage = await customer.newPage();
        violations.push(...(await watchCspViolations(customerPage)));
        await signIn(customerPage, baseUrl, 'basic');
        await openAccountTab(customerPage, baseUrl, customerId);
        expect(await panelHeading(customerPage).count()).toBe(0);
        expect(await whitelabelBox(customerPage).count()).toBe(0);
        await customer.close();

        // The tenant's login page carries the brand.
        const login = await browser.newContext();
        const loginPage = await login.newPage();
        violations.push(...(await watchCspViolations(loginPage)));
        await loginPage.goto(tenantLogin);
        await loginPage.getByRole('img', { name: brand }).waitFor();

        // The provider unticks: after the confirmation the branding is gone.
        await page.reload();
        await page.getByRole('tab', { name: 'Account' }).click();
        await whitelabelBox(page).click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByText(WHITELABEL_MESSAGES.disableConfirm('Northwind MSP'), { exact: true })
          .waitFor();
        await dialog.getByRole('button', { name: 'Yes' }).click();
        await notice(page, WHITELABEL_MESSAGES.flagUpdated).waitFor();
        await panelHeading(page).waitFor({ state: 'hidden' });
        expect(await whitelabelBox(page).isChecked()).toBe(false);

        await loginPage.reload();
        await loginPage.getByRole('img', { name: 'Baitwatch' }).first().waitFor();
        expect(await loginPage.getByRole('img', { name: brand }).count()).toBe(0);
        await login.close();
        await mspPage.goto(`${baseUrl}/tenant-admin`);
        await waitForShell(mspPage);
        await mspPage.getByRole('tab', { name: 'Account' }).click();
        await mspPage.getByRole('textbox', { name: 'Phone' }).waitFor();
        expect(await panelHeading(mspPage).count()).toBe(0);
        expect(await banner.getByRole('img', { name: brand }).count()).toBe(0);
        expect(violations).toEqual([]);
      } finally {
        await msp.close();
      }
    } finally {
      await flag(false).catch(() => undefined);
    }
  });
});
