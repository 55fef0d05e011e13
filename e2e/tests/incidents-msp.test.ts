import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { beforeAll, inject } from 'vitest';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag, type SeededEvent, seedEvents } from './incidents-fixtures.ts';
import {
  chooseOption,
  closeResult,
  confirm,
  eventTotal,
  openActions,
  rowOf,
  waitForTotal,
} from './incidents-page.ts';

// The tenant admin's Global View: one group's organizations in one feed, without the provider's
// status filter, Vision Analysis, AI model and status rows; actions as the rules allow a TenantAdmin.

const baseUrl = inject('baseUrl');
const BRAND = runTag('Msp');
let tailspin: SeededEvent[] = [];
let alpine: SeededEvent[] = [];
let feedPath = '';
let tenantId = 0;

beforeAll(async () => {
  const provider = await consoleApi(baseUrl, 'provider');
  const tailspinId = await provider.organizationId('Tailspin Toys');
  const alpineId = await provider.organizationId('Alpine Ski House');
  tailspin = await seedEvents(baseUrl, {
    licenseKey: await provider.licenseKey(tailspinId),
    users: [`E2E\\${BRAND}t`],
    brand: BRAND,
    types: [0, 3, 0],
  });
  alpine = await seedEvents(baseUrl, {
    licenseKey: await provider.licenseKey(alpineId),
    users: [`E2E\\${BRAND}a`],
    brand: BRAND,
    types: [0, 4],
    startMinutesAgo: 15,
  });
  // The Global View of the group that holds both (SMB Clients of Northwind MSP).
  const msp = await consoleApi(baseUrl, 'msp');
  const entries = await msp.entries();
  const org = entries.find((e) => e.id === tailspinId);
  const view = entries.find((e) => e.kind === 'globalView' && e.groupId === org?.groupId);
  if (!org || !view || view.tenantId === null) throw new Error('No Global View for Tailspin Toys');
  tenantId = view.tenantId;
  feedPath = `/tenants/${tenantId}/incidents${view.multiGroup ? `?group=${view.groupId}` : ''}`;
}, 120_000);

describe('the Global View as a TenantAdmin', () => {
  test("aggregates the group's organizations, without the provider's status filter", async ({ page }) => {
    await loginAs(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}${feedPath}`);
    await chooseOption(page, 'Brand', BRAND, BRAND);
    await waitForTotal(page, '5');
    for (const event of [...tailspin, ...alpine]) await rowOf(page, event.url).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    await expectNoA11yViolations(page, 'the Global View feed');

    const event = alpine[0];
    if (!event) throw new Error('no event');
    await page.getByRole('link', { name: `Details of ${event.url}` }).click();
    await page.waitForURL(`${baseUrl}/tenants/${tenantId}/${event.customerId}/incidents/${event.eventId}`);
    await page.getByRole('tab', { name: 'HTML' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Screenshot', 'HTML']);
    const table = page.getByRole('table').first();
    await table.getByText('Alpine Ski House', { exact: true }).waitFor();
    expect(await table.getByRole('rowheader', { name: 'Status', exact: true }).count()).toBe(0);
    expect(await table.getByRole('rowheader', { name: 'AI Model', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: EVENT_MESSAGES.returnToOverview }).click();
    await page.waitForURL(`${baseUrl}${feedPath}`);
  });

  test('offers Mark False Positive on an AI Suspicious event and only Clear on a reported one', async ({
    page,
  }) => {
    await loginAs(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}${feedPath}`);
    await chooseOption(page, 'Brand', BRAND, BRAND);
    const suspicious = tailspin[0];
    const reported = tailspin[1];
    if (!suspicious || !reported) throw new Error('no events');
    await rowOf(page, reported.url).waitFor();

    expect(await openActions(page, suspicious.url)).toEqual(['Mark False Positive']);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Mark False Positive' }).waitFor({ state: 'detached' });

    const before = await eventTotal(page);
    expect(await openActions(page, reported.url)).toEqual(['Clear']);
    await page.getByRole('menuitem', { name: 'Clear' }).click();
    await confirm(page, EVENT_MESSAGES.confirmDelete);
    await closeResult(page, 'Success', EVENT_MESSAGES.incidentDeleted);
    await rowOf(page, reported.url).waitFor({ state: 'detached' });
    await waitForTotal(page, String(before - 1));
  });
});
