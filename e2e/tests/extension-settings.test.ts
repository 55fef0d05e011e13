import { join } from 'node:path';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import {
  ALERT_CONFIG_MESSAGES as A,
  type AlertConfig,
  DEFAULT_ALERT_LABEL,
} from '@baitwatch/contracts/settings/alert-config';
import { SCAN_CONFIG_MESSAGES as S, type ScanConfig } from '@baitwatch/contracts/settings/scan-config';
import type { Locator, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import { loginAs } from '../harness/login.ts';
import { artifactsDir } from '../harness/paths.ts';
import { describe, expect, test } from '../harness/test.ts';
import { chooseOption, closeResult } from './incidents-page.ts';
import {
  chooseTab,
  dismissNotice,
  eventually,
  notice,
  organization,
  portalEntries,
  selectOrganization,
  signIn,
  waitForShell,
} from './support/console.ts';

// The customer settings' Config tab (alert config), and Advanced Settings' Extension
// Settings, Scan Settings and Google Form Settings. Each test puts back the demo state it changed.

/** A console call with the page's cookies; `body` makes it a PUT. */
async function consoleCall<T>(page: Page, baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await page.context().request.fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'PUT',
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}
const alertPath = (id: number) => `/v1/portal/customers/${id}/alert-configurations`;
const scanPath = (id: number) => `/v1/portal/${id}/scanconfig-settings`;

/** Screenshots of the page in light and dark, in .tmp/e2e/, to look at. */
async function shoot(page: Page, name: string) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1000 });
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

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A switch by its label (a description, where there is one, follows the label in its name). */
const switchOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('switch', { name: new RegExp(`^${name}( |$)`) });
/** Toggles a switch from the keyboard, as a keyboard user does (Space on the focused switch). */
const flip = (scope: Page | Locator, name: string) => switchOf(scope, name).press('Space');
const state = async (control: Locator) => ({
  on: await control.isChecked(),
  enabled: await control.isEnabled(),
});

describe('extension settings', () => {
  test("a CustomerAdmin's Config tab: label, contact info, progress bar, Hide This is safe, Cancel", async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    const id = organization(await portalEntries(page, baseUrl), 'Contoso Pharmaceuticals').id;
    const original = await consoleCall<AlertConfig>(page, baseUrl, alertPath(id));
    try {
      await page.goto(`${baseUrl}/customers/${id}/settings`);
      await waitForShell(page);
      await page.getByRole('tab', { name: 'Config' }).click();
      const labelBox = page.getByRole('checkbox', { name: 'Configure Label' });
      await labelBox.waitFor();

      // Configure Label: 25 characters at most; unticking puts the default back.
      await labelBox.check();
      await field(page, 'Label').fill('x'.repeat(26));
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByText(A.labelTooLong, { exact: true }).waitFor();
      await labelBox.uncheck();
      expect(await field(page, 'Label').inputValue()).toBe(DEFAULT_ALERT_LABEL);
      expect(await field(page, 'Label').isDisabled()).toBe(true);
      await labelBox.check();
      await field(page, 'Label').fill('Contoso Guard');

      // Configure Contact Info: both checked; unticking clears them.
      const contactBox = page.getByRole('checkbox', { name: 'Configure Contact Info' });
      await contactBox.check();
      await field(page, 'Email').fill('soc@');
      await field(page, 'Phone').fill('12345');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await page.getByText(A.emailInvalid, { exact: true }).waitFor();
      await page.getByText(A.phoneInvalid, { exact: true }).waitFor();
      await field(page, 'Email').fill('soc@contoso-pharma.test');
      await field(page, 'Phone').fill('(555) 010-2030');
      await chooseOption(page, 'Progress Bar', 'Thin progress bar');
      await flip(page, 'Hide This is safe');
      await expectNoA11yViolations(page, 'the Config tab');
      await shoot(page, 'config-tab');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await notice(page, A.updated).waitFor();
      expect(await consoleCall<AlertConfig>(page, baseUrl, alertPath(id))).toMatchObject({
        label: 'Contoso Guard',
        email: 'soc@contoso-pharma.test',
        phone: '(555) 010-2030',
        showProcessingBanner: true,
        showProcessingBar: true,
        hideThisIsSafeButton: true,
      });

      // A reload reads the saved values back (the flags mapped to the dropdown's option).
      await page.reload();
      await waitForShell(page);
      await page.getByRole('tab', { name: 'Config' }).click();
      await field(page, 'Label').waitFor();
      expect(await field(page, 'Label').inputValue()).toBe('Contoso Guard');
      expect(await page.getByRole('combobox', { name: 'Progress Bar' }).inputValue()).toBe(
        'Thin progress bar',
      );
      expect(await switchOf(page, 'Hide This is safe').isChecked()).toBe(true);

      // Unticking clears email and phone; Cancel restores what was loaded.
      await contactBox.uncheck();
      expect(await field(page, 'Email').inputValue()).toBe('');
      expect(await field(page, 'Phone').inputValue()).toBe('');
      await chooseOption(page, 'Progress Bar', 'None');
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await field(page, 'Email').inputValue()).toBe('soc@contoso-pharma.test');
      // Mantine's Select shows a new value a render after it gets it (an effect): read it once it has.
      await eventually(() => page.getByRole('combobox', { name: 'Progress Bar' }).inputValue()).toBe(
        'Thin progress bar',
      );
    } finally {
      await consoleCall(page, baseUrl, alertPath(id), original);
    }
  });

  test('the provider: Extension Settings, Scan Settings and Google Form Settings of the selected organization', async ({
    baseUrl,
    page,
  }) => {
    await loginAs(page, baseUrl, 'provider');
    await waitForShell(page);
    const id = organization(await portalEntries(page, baseUrl), 'Wide World Importers').id;
    const originalAlert = await consoleCall<AlertConfig>(page, baseUrl, alertPath(id));
    const originalScan = await consoleCall<ScanConfig>(page, baseUrl, scanPath(id));
    try {
      await page.goto(`${baseUrl}/advanced-settings`);
      await page.getByText(MESSAGES.selectCustomerToView('Extension Settings')).waitFor();
      await selectOrganization(page, 'Bluefin Security > Wide World Importers');

      // Extension Settings: Reporting off forces Alert off and disables it.
      const threat = page.getByRole('region', { name: 'Threat' });
      const incident = page.getByRole('region', { name: 'Incident' });
      await switchOf(incident, 'Reporting').waitFor({ state: 'attached' });
      expect(await state(switchOf(incident, 'Alert'))).toEqual({ on: true, enabled: true });
      await flip(incident, 'Reporting');
      expect(await state(switchOf(incident, 'Alert'))).toEqual({ on: false, enabled: false });
      await flip(incident, 'Reporting');
      expect(await state(switchOf(incident, 'Alert'))).toEqual({ on: false, enabled: true });
      await flip(threat, 'Reporting');
      await expectNoA11yViolations(page, 'Extension Settings');
      await page.getByRole('button', { name: 'Update Info' }).click();
      await dismissNotice(page, A.updated);
      expect((await consoleCall<AlertConfig>(page, baseUrl, alertPath(id))).extn_settings).toEqual([
        { type: 'incident', report: true, alert: false },
        { type: 'threat', report: false, alert: false },
      ]);

      // Scan Settings: the interlocks, Cancel, then a save behind the confirmation.
      await chooseTab(page, 'Scan Settings');
      const ssOpt = switchOf(page, 'Screenshot Optimisation');
      await ssOpt.waitFor({ state: 'attached' });
      const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
      expect(await combo('Service Type').isDisabled()).toBe(true);
      expect(await ssOpt.isDisabled()).toBe(true);
      expect(await combo('Scanning Rule Type').isDisabled()).toBe(true);
      expect(await combo('Multimodal Policy').isDisabled()).toBe(true);
      await flip(page, 'Demo Mode');
      expect(await ssOpt.isEnabled()).toBe(true);
      await flip(page, 'Screenshot Optimisation');
      expect(await ssOpt.isChecked()).toBe(true);
      await flip(page, 'Scanning Rule');
      expect(await switchOf(page, 'Demo Mode').isChecked()).toBe(false);
      expect(await state(ssOpt)).toEqual({ on: false, enabled: false });
      expect(await combo('Scanning Rule Type').isEnabled()).toBe(true);
      await flip(page, 'Demo Mode');
      expect(await switchOf(page, 'Scanning Rule').isChecked()).toBe(false);
      await flip(page, 'Multimodal');
      await eventually(() => combo('Service Type').inputValue()).toBe('Multimodal (OpenAI)');
      expect(await combo('Service Type').isDisabled()).toBe(true);
      expect(await combo('Multimodal Policy').isEnabled()).toBe(true);
      expect(await combo('Image Size').isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await switchOf(page, 'Multimodal').isChecked()).toBe(originalScan.mmEnabled);
      expect(await switchOf(page, 'Demo Mode').isChecked()).toBe(originalScan.demomodeEnabled);

      await flip(page, 'Demo Mode');
      await flip(page, 'Screenshot Optimisation');
      await expectNoA11yViolations(page, 'Scan Settings');
      await shoot(page, 'scan-settings');
      await page.getByRole('button', { name: 'Update Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are You Sure ?' });
      await dialog.getByText(S.confirm, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await closeResult(page, 'Success', S.updated);
      expect(await consoleCall<ScanConfig>(page, baseUrl, scanPath(id))).toMatchObject({
        demomodeEnabled: true,
        ssOptEnabled: true,
        scanningRuleEnabled: false,
      });

      // Google Form Settings: the switch saves at once; the organization's settings then show the tab.
      await chooseTab(page, 'Google Form Settings');
      const gform = switchOf(page, 'Google Form Scanning');
      await gform.waitFor({ state: 'attached' });
      expect(await gform.isChecked()).toBe(false);
      await flip(page, 'Google Form Scanning');
      await notice(page, A.updated).waitFor();
      await eventually(() => gform.isChecked()).toBe(true);
      await page.goto(`${baseUrl}/customers/${id}/settings`);
      await waitForShell(page);
      await page.getByRole('tab', { name: 'Allowed Google Form URLs' }).waitFor();

      await page.goto(`${baseUrl}/advanced-settings`);
      await chooseTab(page, 'Google Form Settings');
      await gform.waitFor({ state: 'attached' });
      await flip(page, 'Google Form Scanning');
      await eventually(() => gform.isChecked()).toBe(false);
      await page.goto(`${baseUrl}/customers/${id}/settings`);
      await waitForShell(page);
      await page.getByRole('tab', { name: 'Config' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Allowed Google Form URLs' }).count()).toBe(0);
    } finally {
      await consoleCall(page, baseUrl, alertPath(id), originalAlert);
      await consoleCall(page, baseUrl, scanPath(id), originalScan);
    }
  });
});
