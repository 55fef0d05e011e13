import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { ACCOUNT_MESSAGES } from '@baitwatch/contracts/tenants/tenant-account';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { runTag } from './incidents-fixtures.ts';
import { closeResult, rowOf } from './incidents-page.ts';
import { signIn, waitForPath, waitForShell } from './support/console.ts';

// The MSP Center as Northwind's TenantAdmin: organizations added, edited and deleted,
// and an MSP admin invited, the profile and the account. A real login where a page renews the
// session after a change (the shared sign-in has no refresh cookie).

const TAG = runTag('Msp');

async function openMspCenter(page: Page, baseUrl: string) {
  await loginAs(page, baseUrl, 'msp');
  await waitForPath(page, '/tenant-admin');
  await waitForShell(page);
}

describe('the MSP Center', () => {
  test('adds an organization with its primary admin, edits it and deletes it', async ({ baseUrl, page }) => {
    await openMspCenter(page, baseUrl);
    await page.getByRole('tab', { name: 'Organization Management', selected: true }).waitFor();
    await rowOf(page, 'Alpine Ski House').waitFor();
    expect(await page.getByText(/^Active organizations: \d+$/).count()).toBe(1);
    await expectNoA11yViolations(page, 'the MSP Center organizations');

    await page.getByRole('link', { name: 'Add Organization' }).click();
    await waitForPath(page, '/tenant-admin/add-organization');
    await page.getByRole('button', { name: 'Add Organization' }).click();
    await page.getByText(CUSTOMER_MESSAGES.organizationNameRequired, { exact: true }).waitFor();
    await page.getByText(CUSTOMER_MESSAGES.usersRequired, { exact: true }).waitFor();

    const name = `Org ${TAG}`;
    await page.getByRole('textbox', { name: 'Organization Name' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Primary Admin Email' })
      .fill(`${TAG.toLowerCase()}@northwind-msp.test`);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Pat');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Primary');
    await page.getByRole('textbox', { name: 'Organization Code' }).fill(' E2E-1 ');
    await page.getByRole('textbox', { name: 'No. of Users' }).fill('40');
    await expectNoA11yViolations(page, 'the add organization form');
    await page.getByRole('button', { name: 'Add Organization' }).click();
    await closeResult(
      page,
      'Success',
      `${CUSTOMER_MESSAGES.customerAdded} An invitation has been sent to ${TAG.toLowerCase()}@northwind-msp.test.`,
    );
    await waitForPath(page, '/tenant-admin');
    const row = rowOf(page, name);
    await row.getByText('E2E-1', { exact: true }).waitFor();
    await row.getByText('Pat Primary').waitFor();

    await page.getByRole('link', { name: `Update info of ${name}` }).click();
    await waitForPath(page, '/tenant-admin/update-organization');
    await page.reload(); // the organization comes as navigation state, which a reload keeps
    await page.getByRole('textbox', { name: 'Organization Name' }).fill(`${name} Renamed`);
    await page.getByRole('button', { name: 'Update Organization' }).click();
    await closeResult(page, 'Success', CUSTOMER_MESSAGES.customerUpdated);
    const renamed = rowOf(page, `${name} Renamed`);
    await renamed.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('link', { name: `Update info of ${name} Renamed` }).click();
    await page.getByRole('button', { name: 'Delete Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Organization' });
    await dialog.getByText(CUSTOMER_MESSAGES.deleteConfirm, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Understood' }).click();
    await closeResult(page, 'Success', CUSTOMER_MESSAGES.customerDeleted);
    await rowOf(page, `${name} Renamed`).getByText('Inactive', { exact: true }).waitFor();
  });

  test('invites an MSP admin, listed as invited until the invitation is accepted', async ({
    baseUrl,
    page,
  }) => {
    // Nothing here renews the session: the run's shared sign-in will do (the login limit is per email).
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/tenant-admin`);
    await waitForShell(page);
    await page.getByRole('tab', { name: 'Admin Management' }).click();
    await rowOf(page, 'msp@baitwatch.test').waitFor();
    await expectNoA11yViolations(page, 'the MSP Center admins');

    await page.getByRole('link', { name: 'Add and invite admin' }).click();
    await waitForPath(page, '/tenant-admin/add-admin');
    await page.getByRole('button', { name: 'Invite Admin' }).click();
    await page.getByText(USER_MESSAGES.firstNameRequired, { exact: true }).waitFor();

    const email = `admin-${TAG.toLowerCase()}@northwind-msp.test`;
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ivy');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Invitee');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Invite Admin' }).click();
    await closeResult(page, 'Success', USER_MESSAGES.adminInvited);
    await waitForPath(page, '/tenant-admin');
    await page.getByRole('tab', { name: 'Admin Management', selected: true }).waitFor();
    await rowOf(page, email).getByText('Invited').waitFor();
  });

  test('updates the profile, and the top bar shows the new name at once', async ({ baseUrl, page }) => {
    await openMspCenter(page, baseUrl);
    await page.getByRole('tab', { name: 'Profile' }).click();
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await firstName.waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('msp@baitwatch.test');
    expect(await page.getByRole('checkbox', { name: 'Receive email alert' }).count()).toBe(1);
    await expectNoA11yViolations(page, 'the MSP Center profile');
    const original = await firstName.inputValue();
    try {
      await firstName.fill('');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByText(USER_MESSAGES.firstNameRequired, { exact: true }).waitFor();
      await firstName.fill('Nadia');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByRole('alert').filter({ hasText: USER_MESSAGES.userUpdated }).waitFor();
      await page.getByRole('banner').getByText('Nadia Davolio').waitFor();
    } finally {
      await firstName.fill(original);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByRole('banner').getByText(`${original} Davolio`).waitFor();
    }
  });

  test('updates the account details; cancelling asks first, and Close keeps the account', async ({
    baseUrl,
    page,
  }) => {
    await openMspCenter(page, baseUrl);
    await page.getByRole('tab', { name: 'Account' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.waitFor();
    expect(await page.getByRole('textbox', { name: 'Subdomain' }).inputValue()).toMatch(/^northwind\./);
    await expectNoA11yViolations(page, 'the MSP Center account');
    const original = await phone.inputValue();
    try {
      await phone.fill('555-01');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByText(ACCOUNT_MESSAGES.phoneInvalid, { exact: true }).waitFor();
      await phone.fill('5550100199');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.informationUpdated }).waitFor();
    } finally {
      await phone.fill(original);
      await page.getByRole('button', { name: 'Update Info' }).click();
    }

    await page.getByRole('button', { name: 'Cancel Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Cancellation' });
    await dialog.getByText(ACCOUNT_MESSAGES.cancelConfirm, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();
  });
});
