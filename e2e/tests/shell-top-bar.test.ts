import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import { eventually, organization, portalEntries, signIn, waitForShell } from './support/console.ts';

// The top bar's organization dropdown with names of every length (decision 0030): the common
// "Tenant > Organization" name fits the field; a longer one shows whole on hover and in the open list.

const LONG_NAME = 'Northwind MSP > Alpine Ski House Holdings, Resorts and Mountain Hospitality Group';

/** The demo has no name this long: the browser's copy of the list gives one organization a longer one. */
async function renameInList(page: Page, key: string, displayName: string) {
  await page.route('**/v1/portal/customers', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { customers: PortalCustomer[] };
    for (const entry of body.customers) if (entry.key === key) entry.displayName = displayName;
    await route.fulfill({ response, json: body });
  });
}

const field = (page: Page) => page.getByRole('textbox', { name: 'Organization', exact: true });
const cutOff = (page: Page) => field(page).evaluate((input) => input.scrollWidth > input.clientWidth);

describe('organization dropdown: long names', () => {
  test('the common name fits; a longer one shows whole on hover and in the open list', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'provider');
    const entries = await portalEntries(page, baseUrl);
    const contoso = organization(entries, 'Contoso Pharmaceuticals');
    const alpine = organization(entries, 'Alpine Ski House');
    await renameInList(page, alpine.key, LONG_NAME);

    // "Northwind MSP > Contoso Pharmaceuticals", the longest demo name: whole, and no tooltip.
    await page.goto(`${baseUrl}/customers/${contoso.id}/incidents`);
    await waitForShell(page);
    await eventually(() => field(page).inputValue()).toBe(contoso.displayName);
    expect(await cutOff(page)).toBe(false);
    await field(page).hover();
    await page.waitForTimeout(600);
    expect(await page.getByRole('tooltip').count()).toBe(0);

    await page.goto(`${baseUrl}/customers/${alpine.id}/incidents`);
    await waitForShell(page);
    await eventually(() => field(page).inputValue()).toBe(LONG_NAME);
    expect(await cutOff(page)).toBe(true);
    await field(page).hover();
    await eventually(() => page.getByRole('tooltip').textContent()).toBe(LONG_NAME);

    // The open list shows the name whole (wrapped, inside the window), and the tooltip goes.
    await field(page).click();
    const option = page.getByRole('option', { name: LONG_NAME, exact: true });
    await option.waitFor();
    await eventually(() => page.getByRole('tooltip').count()).toBe(0);
    const shown = await option.evaluate((element) => {
      const texts = [...element.querySelectorAll('p')];
      const box = element.getBoundingClientRect();
      return {
        whole: texts.every((text) => text.scrollWidth <= text.clientWidth),
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(shown).toEqual({ whole: true, inside: true });
    await expectNoA11yViolations(page, 'the organization dropdown with a long name');

    // Keyboard: Escape closes the list and the field shows the selection again.
    await page.keyboard.press('Escape');
    await eventually(() => field(page).inputValue()).toBe(LONG_NAME);
  });
});
