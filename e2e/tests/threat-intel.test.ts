import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import { submitThreatIntelResponseSchema } from '@baitwatch/contracts/threat-intel/submit-threat-intel';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { launchBrowser } from '../harness/browser.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, fakeScreenshot, runTag, type SeededEvent, seedEvents } from './incidents-fixtures.ts';
import { closeResult, rowOf } from './incidents-page.ts';
import { eventually, pathOf, shootLightAndDark, signIn, waitForShell } from './support/console.ts';

// Threat intel: the Add to Threat Intel form from an incident's Verify, the feed
// (list, grid, brand search) and a record's page with Unverify; the TISOC organization's landing page.

const ORG = 'Contoso Pharmaceuticals';
const BRAND = runTag('Intel');
const baseUrl = inject('baseUrl');
let customerId = 0;
let events: SeededEvent[] = [];

const event = (index: number) => {
  const found = events[index];
  if (!found) throw new Error(`no event ${index}`);
  return found;
};

beforeAll(async () => {
  const browser = await launchBrowser();
  const api = await consoleApi(baseUrl, 'provider');
  customerId = await api.organizationId(ORG);
  const screenshot = await fakeScreenshot(browser, BRAND).finally(() => browser.close());
  events = await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(customerId),
    users: [`E2E\\${BRAND}`],
    brand: BRAND,
    types: [0, 0],
    evidence: { 0: { screenshot, html: '<html><body>Sign in</body></html>' }, 1: { screenshot } },
  });
  // Event 1 goes into threat intel through the API, for the feed's test.
  const second = event(1);
  await api.send('PUT', `/v1/threat-intel/${customerId}/${second.eventId}`, submitThreatIntelResponseSchema, {
    threatURL: second.url,
    threatDetectedOn: new Date().toISOString(),
    industry: '',
    country: '',
    state: '',
    city: '',
    screenshot: '',
    html: '',
    isVerify: true,
  });
}, 120_000);

async function closeInvalid(page: Page, errors: string[]) {
  const dialog = page.getByRole('dialog', { name: M.invalidInputs });
  for (const error of errors) await dialog.getByText(error, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('threat intel', () => {
  test('the provider verifies an incident through the form: validation, Reset, confirmation, success', async ({
    page,
  }) => {
    await signIn(page, baseUrl, 'provider');
    const first = event(0);
    await page.goto(`${baseUrl}/customers/${customerId}/incidents/${first.eventId}`);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Add to Threat Intel' }).waitFor();
    const url = page.getByRole('textbox', { name: 'URL' });
    await eventually(() => url.inputValue()).toBe(first.url);
    expect(await page.getByRole('checkbox', { name: 'Add Image' }).isChecked()).toBe(true);
    await page.getByText('Chosen: The event’s screenshot').waitFor();
    await shootLightAndDark(page, 'threat-intel-form', 'the Add to Threat Intel form');

    // Validation lists every error; Reset brings the event's values back.
    await url.fill('https://bad.example/{x}');
    await page.getByLabel('Detection Time').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await closeInvalid(page, [M.invalidUrl, M.detectionTimeRequired]);
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await url.inputValue()).toBe(first.url);

    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('combobox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: M.confirmTitle });
    await confirm.getByText(M.confirmText, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await closeResult(page, M.submittedTitle, M.submittedText);
    await eventually(() => pathOf(page)).toBe('/threat-intel-feed');
  });

  test('the feed lists, grids and searches; a record opens and Unverify takes it out', async ({ page }) => {
    await signIn(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/threat-intel-feed`);
    await waitForShell(page);
    await page.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
    const second = event(1);
    await rowOf(page, second.url).waitFor();
    // One count, not the same number twice ("Threats: 2" beside "Results (2)").
    await page.getByText(/^Results \([12]\)$/).waitFor();
    expect(await page.getByText(/^Threats: /).count()).toBe(0);
    await shootLightAndDark(page, 'threat-intel-feed', 'the threat intel feed');
    // The list cuts a long address to one line: its full text is the link's tooltip.
    expect(await rowOf(page, second.url).getByRole('link').first().getAttribute('title')).toBe(second.url);
    await page.getByText('Grid').click();
    await page.getByRole('link', { name: second.url }).waitFor();
    expect(await page.getByRole('link', { name: second.url }).getAttribute('title')).toBe(second.url);
    expect(await page.getByRole('row').count()).toBe(0);

    await page.getByRole('link', { name: second.url }).click();
    await page.getByRole('heading', { name: 'Threat Intel Event' }).waitFor();
    for (const label of ['Opened', 'Brand', 'Status', 'IP', 'Url', 'Industry', 'Country', 'State', 'City'])
      await page.getByRole('rowheader', { name: label, exact: true }).waitFor();
    await page.getByText('Baitwatch Verified').first().waitFor();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.getByText(M.htmlMissing).waitFor();
    await page.getByRole('tab', { name: 'Screenshot' }).click();
    await shootLightAndDark(page, 'threat-intel-event', 'a threat intel record');

    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Unverify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are You Sure ?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await closeResult(page, EVENT_MESSAGES.unverifiedTitle, EVENT_MESSAGES.unverifiedText);
    await eventually(() => pathOf(page)).toBe('/threat-intel-feed');
    await page.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
    await eventually(() => rowOf(page, second.url).count()).toBe(0);
  });

  test("Add to Threat Intel is the provider's: its address refuses the organization's own admin", async ({
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customers/${customerId}/threat-intel/${event(0).eventId}`);
    await waitForShell(page);
    await page.getByText(MESSAGES.notAuthorized).waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
  });

  test('the TISOC organization sees what its subscription delivers and the feed', async ({ page }) => {
    await signIn(page, baseUrl, 'intel');
    await page.goto(`${baseUrl}/threat-intel`);
    await waitForShell(page);
    await page.getByRole('heading', { name: 'Your threat intel subscription' }).waitFor();
    await page.getByText('Verified threats this month').waitFor();
    await page.getByRole('link', { name: 'Open the Threat Intel Feed' }).click();
    await page.getByRole('heading', { name: 'Threat Intel Feed' }).waitFor();
    await page.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
    await rowOf(page, event(0).url).waitFor();
    // An organization is not told whose event a record was: no Unverify.
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
  });
});
