import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { BRAND_LOGO_MESSAGES } from '@baitwatch/contracts/brands/brand-logos';
import { BRAND_POLICY_MESSAGES } from '@baitwatch/contracts/brands/brand-policy';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { SIGNUP_MESSAGES } from '@baitwatch/contracts/organizations/customer-signup';
import { LICENSE_TYPE_MESSAGES } from '@baitwatch/contracts/organizations/license-type';
import { SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { runTag } from './incidents-fixtures.ts';
import { chooseOption, closeResult } from './incidents-page.ts';
import {
  chooseMenuItem,
  chooseTab,
  eventually,
  selectOrganization,
  signIn,
  waitForPath,
  waitForShell,
} from './support/console.ts';
import { DEMO_MICROSOFT_LOGO } from './support/reference-logo.ts';

// Advanced Settings: its tabs, Licensing Options changing an organization's license type behind a
// confirmation (Close reverts; a real login: saving renews the session), Create Customer, Baseline
// Brand Policies, and an MSP's single sign-on as the provider manages it.

const licenseField = (page: Page) => page.getByRole('combobox', { name: 'License Type', exact: true });

async function pickLicense(page: Page, licenseType: string) {
  await chooseOption(page, 'License Type', licenseType);
  await page
    .getByRole('dialog', { name: 'Are You Sure ?' })
    .getByText(LICENSE_TYPE_MESSAGES.confirm(licenseType))
    .waitFor();
}

/** Advanced Settings on one tab, as the provider (the run's session, no login). */
async function openTab(page: Page, baseUrl: string, tab: string) {
  await signIn(page, baseUrl, 'provider');
  await page.goto(`${baseUrl}/advanced-settings`);
  await waitForShell(page);
  await chooseTab(page, tab);
}

describe('advanced settings', () => {
  test('Licensing Options changes the selected organization, after a confirmation', async ({
    baseUrl,
    page,
  }) => {
    await loginAs(page, baseUrl, 'provider');
    await waitForShell(page);
    await chooseMenuItem(page, 'Advanced Settings');
    await waitForPath(page, '/advanced-settings');
    // The page's code loads after the path changes: wait for its tabs rather than read none.
    await eventually(() => page.getByRole('tab').allTextContents()).toEqual([
      'Extension Settings',
      'Create Customer',
      'Scan Settings',
      'Google Form Settings',
      'Baseline Brand Policies',
      'Licensing Options',
      'Sign-in Policy',
      'MSP Single Sign-On',
    ]);
    await chooseTab(page, 'Licensing Options');
    // The provider starts on the Super Feed entry: an organization must be picked first.
    await page.getByText(MESSAGES.selectCustomerToView('Licensing Options')).waitFor();
    await selectOrganization(page, 'Bluefin Security > Coho Winery');
    await licenseField(page).waitFor();
    await expectNoA11yViolations(page, 'Licensing Options');
    const original = await licenseField(page).inputValue();
    const other = original === 'PHISHPROTSUITE' ? 'BASICPHISH' : 'PHISHPROTSUITE';

    await pickLicense(page, other);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Are You Sure ?' }).waitFor({ state: 'hidden' });
    expect(await licenseField(page).inputValue()).toBe(original);

    try {
      await pickLicense(page, other);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await closeResult(page, 'Success', LICENSE_TYPE_MESSAGES.updated);
      expect(await licenseField(page).inputValue()).toBe(other);
    } finally {
      await pickLicense(page, original);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await closeResult(page, 'Success', LICENSE_TYPE_MESSAGES.updated);
    }
  });

  test('Create Customer makes a direct customer whose admin signs in with the shown password, then chooses one', async ({
    baseUrl,
    page,
  }) => {
    // Without the dialogs' fade-in, which the contrast check would read half-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginAs(page, baseUrl, 'provider');
    await waitForShell(page);
    await page.goto(`${baseUrl}/advanced-settings`);
    await chooseTab(page, 'Create Customer');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText(SIGNUP_MESSAGES.organizationNameRequired, { exact: true }).waitFor();
    await page.getByText(SIGNUP_MESSAGES.subDomainRequired, { exact: true }).waitFor();
    await page.getByText(SIGNUP_MESSAGES.usersRequired, { exact: true }).waitFor();
    await page.getByText(USER_MESSAGES.firstNameRequired, { exact: true }).waitFor();
    // An MSP sends no number of users or license type.
    await page.getByRole('checkbox', { name: /^MSP \(multi-tenant\)/ }).check();
    expect(await page.getByRole('textbox', { name: 'No. of Users' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: /^MSP \(multi-tenant\)/ }).uncheck();
    await expectNoA11yViolations(page, 'Create Customer');

    const tag = runTag('signup').toLowerCase();
    const email = `${tag}@new-customer.test`;
    await page.getByRole('textbox', { name: 'Organisation Name' }).fill(`Customer ${tag}`);
    await page.getByRole('textbox', { name: 'Subdomain' }).fill(tag);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Nova');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Signup');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('123');
    await page.getByRole('textbox', { name: 'No. of Users' }).fill('75');
    await chooseOption(page, 'License Type', 'PHISHPROTSUITE');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText(SIGNUP_MESSAGES.invalidPhone, { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Phone' }).fill('');
    await page.getByRole('button', { name: 'Create Customer' }).click();

    const dialog = page.getByRole('dialog', { name: SIGNUP_MESSAGES.created });
    await dialog.getByText(SIGNUP_MESSAGES.directCreated).waitFor();
    const shown = dialog.locator('code');
    expect(await shown.nth(0).textContent()).toBe(email);
    const password = (await shown.nth(1).textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    await expectNoA11yViolations(page, 'the created customer dialog');
    await dialog.getByRole('button', { name: 'Okay' }).click();
    expect(await page.getByRole('textbox', { name: 'Organisation Name' }).inputValue()).toBe('');

    // The new admin signs in with the shown password and must choose another first.
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await waitForPath(page, '/reset-password');
    await page.getByText(AUTH_MESSAGES.passwordChangeRequired).waitFor();
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Repeat the new password/).fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText(AUTH_MESSAGES.samePassword).waitFor();
    await page.getByLabel(/^New password/).fill('Nova-chose-this-1');
    await page.getByLabel(/^Repeat the new password/).fill('Nova-chose-this-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await waitForShell(page);
    await page.getByRole('banner').getByText(`Customer ${tag}`).waitFor();
  });

  test("MSP Single Sign-On shows the MSP the top bar selects: Northwind MSP's demo connection", async ({
    baseUrl,
    page,
  }) => {
    await openTab(page, baseUrl, 'MSP Single Sign-On');
    // The Super Feed entry is no MSP.
    await page.getByText(SSO_MESSAGES.selectTenant).waitFor();
    await selectOrganization(page, 'Northwind MSP > Global View 1');
    await page.getByTestId('tenant-sign-in-scope').getByText('Northwind MSP', { exact: true }).waitFor();
    // The demo's connection, saved by msp@ in the MSP Center (an Entra ID directory).
    await page
      .getByTestId('sso-status')
      .getByText(/login\.microsoftonline\.com/)
      .waitFor();
    await page.getByText('northwind-msp.example', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /Password alone/ }).waitFor();
    await expectNoA11yViolations(page, 'MSP Single Sign-On');

    // One of the MSP's organizations names the same MSP; a direct customer is no MSP.
    await selectOrganization(page, 'Northwind MSP > Tailspin Toys');
    await page
      .getByTestId('sso-status')
      .getByText(/login\.microsoftonline\.com/)
      .waitFor();
    await selectOrganization(page, 'Proseware Health');
    await page.getByText(SSO_MESSAGES.selectTenant).waitFor();
  });

  test('Baseline Brand Policies: add one through the form, find it by alias, deactivate it', async ({
    baseUrl,
    page,
  }) => {
    await openTab(page, baseUrl, 'Baseline Brand Policies');
    await page.getByText(/^Total Brands: \d+$/).waitFor();
    await page.getByRole('table', { name: 'Brand policies' }).waitFor();
    await expectNoA11yViolations(page, 'Baseline Brand Policies');

    await page.getByRole('link', { name: 'Add Brand Policy' }).click();
    await waitForPath(page, '/advanced-settings/add-edit-brandpolicy');
    await page.getByRole('textbox', { name: 'Domain 1' }).fill('not a domain');
    await page.getByRole('button', { name: 'Add Brand Policy' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: [
          BRAND_POLICY_MESSAGES.brandNameRequired,
          BRAND_POLICY_MESSAGES.aliasEmpty,
          BRAND_POLICY_MESSAGES.invalidDomain,
        ].join(', '),
      })
      .waitFor();

    const tag = runTag('Brand');
    await page.getByRole('textbox', { name: 'Brand Name' }).fill(`E2E ${tag}`);
    await page.getByRole('textbox', { name: 'Alias 1' }).fill(`alias${tag}`);
    await page.getByRole('checkbox', { name: 'Partial match' }).check();
    await page.getByRole('textbox', { name: 'Domain 1' }).fill(`${tag.toLowerCase()}.example.com`);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('textbox', { name: 'Domain 2' }).fill(`login.${tag.toLowerCase()}.example.net`);
    // Reference logos (decision 0065): a file that is no picture is refused on choosing; a logo shows.
    const logoInput = page.locator('input[type="file"]');
    await logoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText(BRAND_LOGO_MESSAGES.notAnImage).waitFor();
    await logoInput.setInputFiles({
      name: 'mark.svg',
      mimeType: 'image/svg+xml',
      buffer: DEMO_MICROSOFT_LOGO,
    });
    await page.getByRole('img', { name: 'mark.svg' }).waitFor();
    await expect.poll(() => page.getByText(BRAND_LOGO_MESSAGES.notAnImage).count()).toBe(0);
    await expectNoA11yViolations(page, 'the brand policy form');
    await page.getByRole('button', { name: 'Add Brand Policy' }).click();
    await page.getByRole('status').filter({ hasText: BRAND_POLICY_MESSAGES.added }).waitFor();

    // Now an edit of the same policy: deactivate it.
    await page.getByRole('checkbox', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Update Brand Policy' }).click();
    await page.getByRole('status').filter({ hasText: BRAND_POLICY_MESSAGES.updated }).waitFor();

    await page.getByRole('link', { name: 'Close' }).click();
    await waitForPath(page, '/advanced-settings');
    await page.getByRole('tab', { name: 'Baseline Brand Policies', selected: true }).waitFor();
    await page.getByRole('textbox', { name: 'Search brand policies' }).fill(`alias${tag}`);
    await page.getByText(BRAND_POLICY_MESSAGES.noResults).waitFor();
    await page.getByRole('checkbox', { name: 'Active' }).uncheck();
    const row = page.getByRole('row').filter({ hasText: `E2E ${tag}` });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      `E2E ${tag}`,
      `alias${tag}*`,
      `${tag.toLowerCase()}.example.com, login.${tag.toLowerCase()}.example.net`,
      'No',
      '',
    ]);
    await row.getByRole('link', { name: `Edit E2E ${tag}` }).click();
    await waitForPath(page, '/advanced-settings/add-edit-brandpolicy');
    expect(await page.getByRole('textbox', { name: 'Brand Name' }).inputValue()).toBe(`E2E ${tag}`);
    // The logo as the server redrew it.
    expect(await page.getByRole('img', { name: 'mark.svg' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
  });
});
