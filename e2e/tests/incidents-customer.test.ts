import { allEventsResponseSchema } from '@baitwatch/contracts/events/all-events';
import { licensesCountResponseSchema } from '@baitwatch/contracts/events/licenses-count';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { listAllowedDomainsResponseSchema } from '@baitwatch/contracts/settings/list-allowed-domains';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { z } from 'zod';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag, type SeededEvent, seedEvents } from './incidents-fixtures.ts';
import { chooseOption, closeResult, confirm, openActions, rowOf, shownHeadings } from './incidents-page.ts';

// A CustomerAdmin: the feed of their organization, false positive as the one action (and only
// through the limited Update Status control), no status filter, no Vision Analysis.

const baseUrl = inject('baseUrl');
const BRAND = runTag('Cust');
let customerId = 0;
let events: SeededEvent[] = [];

beforeAll(async () => {
  const provider = await consoleApi(baseUrl, 'provider');
  customerId = await provider.organizationId('Contoso Pharmaceuticals');
  events = await seedEvents(baseUrl, {
    licenseKey: await provider.licenseKey(customerId),
    users: [`E2E\\${BRAND}`],
    brand: BRAND,
    types: [0, 3, 5],
  });
}, 60_000);

/** Per row: its cells, whether its Triage cell is empty, where its details arrow and menu sit. */
function columnLines(page: Page, urls: string[]) {
  return page
    .locator('table')
    .first()
    .evaluate((table, wanted) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const triage = headers.indexOf('Triage');
      const triageBox = table.querySelectorAll('thead th')[triage]?.getBoundingClientRect();
      const rows = wanted.map((url) => {
        const row = [...table.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(url));
        const cells = row ? [...row.querySelectorAll('td')] : [];
        const menu = cells[triage]?.querySelector('button')?.getBoundingClientRect();
        const arrow = row?.querySelector(`a[aria-label="Details of ${url}"]`)?.getBoundingClientRect();
        return {
          cells: cells.length,
          triageEmpty: (cells[triage]?.querySelector('button, a') ?? null) === null,
          arrowX: Math.round(arrow?.left ?? -1),
          menuInTriage: Boolean(
            menu && triageBox && menu.left >= triageBox.left && menu.right <= triageBox.right,
          ),
        };
      });
      return { rows };
    }, urls);
}

describe('the incident feed as a CustomerAdmin', () => {
  test('offers only Mark False Positive, and only on an event that is neither reported nor verified', async ({
    page,
  }) => {
    await loginAs(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customers/${customerId}/incidents`);
    await chooseOption(page, 'Brand', BRAND, BRAND);
    const [suspicious, reported, verified] = events;
    if (!suspicious || !reported || !verified) throw new Error('no events');
    await rowOf(page, verified.url).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Actions for ${reported.url}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Actions for ${verified.url}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Actions for ${suspicious.url}` }).waitFor();
    // Rows without a menu keep the Triage cell, empty: menus and details arrows stay in line.
    const lines = await columnLines(page, [suspicious.url, reported.url, verified.url]);
    expect(await shownHeadings(page)).toEqual([
      'Results (3)',
      'URL',
      'Action',
      'Status',
      'Triage',
      'Details',
    ]);
    expect(lines.rows.map((row) => row.cells)).toEqual([6, 6, 6]);
    expect(lines.rows.map((row) => row.triageEmpty)).toEqual([false, true, true]);
    expect(new Set(lines.rows.map((row) => row.arrowX)).size).toBe(1);
    expect(lines.rows[0]?.menuInTriage).toBe(true);
    await expectNoA11yViolations(page, 'the customer feed');

    expect(await openActions(page, suspicious.url)).toEqual(['Mark False Positive']);
    await page.getByRole('menuitem', { name: 'Mark False Positive' }).click();
    await confirm(page, EVENT_MESSAGES.confirmFalsePositive);
    // The result offers to allow the page's host for the organization (decision 0064).
    const host = new URL(suspicious.url).hostname.replace(/^www\./, '');
    const result = page.getByRole('dialog', { name: 'Success' });
    await result.getByRole('button', { name: `Allow ${host}` }).click();
    await result.getByText(`${host} is allowed for this organization.`).waitFor();
    await expectNoA11yViolations(page, 'the false positive result with its allow offer');
    await closeResult(page, 'Success', EVENT_MESSAGES.markedAsFalsePositive);
    await rowOf(page, suspicious.url).waitFor({ state: 'detached' });
    const customer = await consoleApi(baseUrl, 'customer');
    const listPath = `/v1/portal/customers/${customerId}/whitelist-domain`;
    const allowed = (await customer.get(listPath, listAllowedDomainsResponseSchema)).list.find(
      (d) => d.authorizedDomain === host,
    );
    expect(allowed).toBeDefined();
    // The demo's lists stay as other tests expect them.
    await customer.send('DELETE', `${listPath}/${allowed?.id}`, z.unknown());
  });

  test('shows the details without Vision Analysis, AI model or status', async ({ page }) => {
    await loginAs(page, baseUrl, 'customer');
    const event = events[1];
    if (!event) throw new Error('no event');
    await page.goto(`${baseUrl}/customers/${customerId}/incidents/${event.eventId}`);
    await page.getByRole('tab', { name: 'HTML' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Screenshot', 'HTML']);
    // Reported without reasons (as an older extension would): the section says so.
    await page.getByRole('heading', { name: 'Why it was flagged' }).waitFor();
    await page.getByText('The report carries no reasons').waitFor();
    expect(await page.getByRole('combobox', { name: 'AI Model' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Actions', exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page, 'the customer details');
  });

  test('opens on the charts once when the first load has no events', async ({ page }) => {
    // The BASICPHISH organization's CustomerAdmin: the chart view when its last 30 days are empty.
    const basic = await consoleApi(baseUrl, 'basic');
    const entries = await basic.entries();
    const own = entries.find((entry) => entry.kind === 'organization');
    if (!own || typeof own.id !== 'number') throw new Error('no organization');
    const feed = await basic.get(
      `/v1/portal/customers/${own.id}/all-events?pageSize=1`,
      allEventsResponseSchema,
    );
    const users = await basic.get(
      `/v1/portal/customers/${own.id}/licenses-count`,
      licensesCountResponseSchema,
    );
    await loginAs(page, baseUrl, 'basic');
    await page.goto(`${baseUrl}/customers/${own.id}/incidents`);
    if (users.count < 1) {
      // No extension user yet: the welcome popup sends the admin to Deployment.
      const welcome = page.getByRole('dialog', { name: 'Welcome' });
      await welcome.getByRole('link', { name: 'Go to Deployment' }).waitFor();
      await welcome.getByRole('button', { name: 'Ok' }).click();
    }
    const chart = page.getByRole('radio', { name: 'Chart' });
    const list = page.getByRole('radio', { name: 'List' });
    if (feed.records.length === 0) {
      await page.getByRole('heading', { name: 'Threats detected' }).waitFor();
      expect(await chart.isChecked()).toBe(true);
      // Once: back on the list, it stays there.
      await page.getByText('List', { exact: true }).click();
      await page.getByText(EVENT_MESSAGES.noRecordsFound, { exact: true }).waitFor();
      expect(await list.isChecked()).toBe(true);
    } else {
      await page.locator('tbody tr').first().waitFor();
      expect(await list.isChecked()).toBe(true);
    }
  });
});
