import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { Page } from 'playwright-core';
import { describe, expect, test } from '../harness/test.ts';
import {
  chooseMenuItem,
  openProfileMenu,
  organization,
  pathOf,
  portalEntries,
  selectOrganization,
  signIn,
  waitForPath,
  waitForShell,
} from './support/console.ts';

// The profile menu per selection (spec doc 1 §2 "Profile menu options", decisions 0003 and 0004):
// which items are disabled, the exact tooltip of each, and that the enabled ones lead somewhere.

const pick = (option: string) => MESSAGES.selectCustomerToView(option);

/** The reasons of the disabled items, by label. */
async function disabledItems(page: Page): Promise<Record<string, string | null>> {
  const items = await openProfileMenu(page);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return Object.fromEntries(items.filter((item) => item.disabled).map((item) => [item.label, item.reason]));
}

/** Hovers a disabled item and reads the tooltip that shows. */
async function tooltipOf(page: Page, label: string): Promise<string> {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: label, exact: true }).hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  return (await tooltip.textContent())?.trim() ?? '';
}

describe('profile menu', () => {
  test('disabled items show their reason as a tooltip, word for word', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/super-feed`);
    await waitForShell(page);
    expect(await tooltipOf(page, 'License Management')).toBe(pick('License Management'));

    await page.context().clearCookies();
    await signIn(page, baseUrl, 'basic');
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    expect(await tooltipOf(page, 'Threat Intel')).toBe(MESSAGES.noThreatIntelAccess);
    // Choosing it does nothing.
    const before = pathOf(page);
    // (Forced: Playwright would wait for an aria-disabled item to become enabled.)
    await page.getByRole('menuitem', { name: 'Threat Intel', exact: true }).click({ force: true });
    expect(await page.getByRole('menu').isVisible()).toBe(true);
    expect(pathOf(page)).toBe(before);
  });

  test('a Global View keeps Dashboard, Threat Feed, SOC Integration and Deployment; the organization items ask for a customer', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/tenant-admin`);
    await waitForShell(page);
    await selectOrganization(page, 'Global View 2');
    expect(await disabledItems(page)).toEqual({
      'License Management': pick('License Management'),
      Settings: pick('Settings'),
      'Threat Intel': pick('Threat Intel'),
    });
    await chooseMenuItem(page, 'Deployment');
    await waitForPath(page, /^\/tenants\/\d+\/deployment$/);
  });

  test('with a TISOC organization selected, admins keep only its allowed items', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'msp');
    const fabrikam = organization(await portalEntries(page, baseUrl), 'Fabrikam Logistics');
    await page.goto(`${baseUrl}/customers/${fabrikam.id}/settings`);
    await waitForShell(page);
    expect(await disabledItems(page)).toEqual({
      Dashboard: MESSAGES.exclusiveThreatIntel,
      'Threat Feed': MESSAGES.exclusiveThreatIntel,
      Deployment: MESSAGES.exclusiveThreatIntel,
      'License Management': MESSAGES.exclusiveThreatIntel,
    });
    await chooseMenuItem(page, 'Threat Intel');
    await waitForPath(page, '/threat-intel');
  });

  test('enabled items lead to their pages for the selected organization', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'customer');
    const contoso = organization(await portalEntries(page, baseUrl), 'Contoso Pharmaceuticals').id;
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    const expected: [string, string][] = [
      ['License Management', `/customers/${contoso}/license-management`],
      ['Deployment', `/customers/${contoso}/deployment`],
      ['Settings', `/customers/${contoso}/settings`],
      ['SOC Integration', '/soc-integration'],
      ['Threat Intel', '/threat-intel'],
      ['Threat Feed', `/customers/${contoso}/incidents`],
    ];
    for (const [label, path] of expected) {
      await chooseMenuItem(page, label);
      await waitForPath(page, path);
    }
  });

  test('the MSP Center comes first for a tenant admin and leads to the tenant center', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/soc-integration`);
    await waitForShell(page);
    expect((await openProfileMenu(page))[0]?.label).toBe('MSP Center');
    await page.getByRole('menuitem', { name: 'MSP Center', exact: true }).click();
    await waitForPath(page, '/tenant-admin');
  });
});
