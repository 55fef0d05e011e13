import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { LICENSE_TYPE_MESSAGES } from '@baitwatch/contracts/customers/license-type';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { chooseOption, closeResult } from './incidents-page.ts';
import { chooseMenuItem, selectOrganization, waitForPath, waitForShell } from './support/console.ts';

// Advanced Settings (issue 6 §3): the six tabs, and Licensing Options changing an organization's
// license type behind a confirmation (Close reverts). A real login: saving renews the session.

const licenseField = (page: Page) => page.getByRole('combobox', { name: 'License Type', exact: true });

async function pickLicense(page: Page, licenseType: string) {
  await chooseOption(page, 'License Type', licenseType);
  await page
    .getByRole('dialog', { name: 'Are You Sure ?' })
    .getByText(LICENSE_TYPE_MESSAGES.confirm(licenseType))
    .waitFor();
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
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Extension Settings',
      'Create Customer',
      'Scan Settings',
      'Google Form Settings',
      'Baseline Brand Policies',
      'Licensing Options',
    ]);
    await page.getByRole('tab', { name: 'Licensing Options' }).click();
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
});
