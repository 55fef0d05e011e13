import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { ACCOUNT_MESSAGES } from '@baitwatch/contracts/tenants/tenant-account';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { type DemoLogin, loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { runTag } from './incidents-fixtures.ts';
import { closeResult, rowOf } from './incidents-page.ts';
import { organization, portalEntries, signIn, waitForPath, waitForShell } from './support/console.ts';

// The customer settings frame: the tabs each role sees, and Admin Management with its
// invitation. Profile and Account details are tested with the MSP Center (they are the same panels).

async function openSettings(page: Page, baseUrl: string, who: DemoLogin, organizationName: string) {
  await signIn(page, baseUrl, who);
  await page.goto(`${baseUrl}/`);
  await waitForShell(page);
  const id = organization(await portalEntries(page, baseUrl), organizationName).id;
  await page.goto(`${baseUrl}/customers/${id}/settings`);
  await waitForShell(page);
  await page.getByRole('tab').first().waitFor();
  return id;
}
const tabs = (page: Page) => page.getByRole('tab').allTextContents();
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

describe('customer settings', () => {
  test("a CustomerAdmin's tabs open on Profile; Admin Management invites an admin", async ({
    baseUrl,
    page,
  }) => {
    const id = await openSettings(page, baseUrl, 'customer', 'Contoso Pharmaceuticals');
    expect(await tabs(page)).toEqual([
      'Profile',
      'Account',
      'Admin Management',
      'Config',
      'Allowed Domains',
      'Blocked URLs',
      'Reports',
      'Single Sign-On',
    ]);
    expect(await selectedTab(page)).toBe('Profile');
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();

    await page.getByRole('tab', { name: 'Admin Management' }).click();
    await rowOf(page, 'customer@baitwatch.test').waitFor();
    await expectNoA11yViolations(page, 'the settings admins');
    await page.getByRole('link', { name: 'Add and invite admin' }).click();
    await waitForPath(page, `/customers/${id}/settings/add-admin`);
    const email = `${runTag('admin').toLowerCase()}@contoso-pharma.test`;
    await page.getByRole('textbox', { name: 'First Name' }).fill('Cora');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Colleague');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Invite Admin' }).click();
    await closeResult(page, 'Success', USER_MESSAGES.adminInvited);
    await waitForPath(page, `/customers/${id}/settings`);
    expect(await selectedTab(page)).toBe('Admin Management');
    await rowOf(page, email).getByText('Invited').waitFor();
  });

  test('a TenantAdmin has no Profile tab and opens on Account, which it reads only', async ({
    baseUrl,
    page,
  }) => {
    await openSettings(page, baseUrl, 'msp', 'Tailspin Toys');
    expect(await tabs(page)).not.toContain('Profile');
    expect(await selectedTab(page)).toBe('Account');
    const name = page.getByRole('textbox', { name: 'Organization Name' });
    await name.waitFor();
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('textbox', { name: 'Subdomain' }).inputValue()).toMatch(/^northwind\./);
    expect(await page.getByRole('button', { name: 'Update Info' }).count()).toBe(0);

    // Account Cancellation asks first; Close keeps the account.
    await page.getByRole('button', { name: 'Cancel Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Cancellation' });
    await dialog.getByText(ACCOUNT_MESSAGES.cancelConfirm, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Cancel Account' }).isEnabled()).toBe(true);
  });

  test("the provider changes an organization's phone on its Account tab", async ({ baseUrl, page }) => {
    // A real login: saving renews the session, which the shared sign-in cannot.
    await loginAs(page, baseUrl, 'provider');
    await waitForShell(page);
    const id = organization(await portalEntries(page, baseUrl), 'Contoso Pharmaceuticals').id;
    await page.goto(`${baseUrl}/customers/${id}/settings`);
    await page.getByRole('tab', { name: 'Account' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.waitFor();
    await expectNoA11yViolations(page, 'the settings account');
    expect(await page.getByRole('button', { name: 'Cancel Account' }).count()).toBe(0);
    const original = await phone.inputValue();
    try {
      await phone.fill('12');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByText(ACCOUNT_MESSAGES.phoneInvalid, { exact: true }).waitFor();
      await phone.fill('5550102030');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByRole('alert').filter({ hasText: CUSTOMER_MESSAGES.customerUpdated }).waitFor();
    } finally {
      await phone.fill(original || '5550100000');
      await page.getByRole('button', { name: 'Update Info' }).click();
    }
  });

  test('the provider may not invite; a TISOC organization shows Profile, Account and Single Sign-On only', async ({
    baseUrl,
    page,
  }) => {
    await openSettings(page, baseUrl, 'provider', 'Contoso Pharmaceuticals');
    await page.getByRole('tab', { name: 'Admin Management' }).click();
    expect(await page.getByRole('link', { name: 'Add and invite admin' }).getAttribute('data-disabled')).toBe(
      'true',
    );

    const intel = await page.context().newPage();
    await openSettings(intel, baseUrl, 'intel', 'Fabrikam Logistics');
    expect(await tabs(intel)).toEqual(['Profile', 'Account', 'Single Sign-On']);
  });
});
