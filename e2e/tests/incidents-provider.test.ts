import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { launchBrowser } from '../harness/browser.ts';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  consoleApi,
  fakeScreenshot,
  runTag,
  SCRIPTED_PAGE_HTML,
  type SeededEvent,
  seedEvents,
  waitForEvidence,
} from './incidents-fixtures.ts';
import { chooseOption, consoleErrors, eventually, rowOf, waitForTotal } from './incidents-page.ts';

// The incident feed and details as the provider (BaitwatchAdmin) sees them: every view, paging,
// each filter, the details tabs with Vision Analysis. Events are made through the extension API
// under a brand of this run, and the brand filter keeps the demo fleet's events out of the way.

const ORG = 'Contoso Pharmaceuticals';
const BRAND = runTag('Feed');
const USERS = [`E2E\\${BRAND}a`, `E2E\\${BRAND}b`];
/** 45 events in the last 30 days: 30 incidents and 5 each of reported phish, Google Form, verified. */
const TYPES = Array.from({ length: 45 }, (_, i) => [0, 0, 3, 0, 4, 0, 5, 0, 0][i % 9] ?? 0);
const REPEATED_URL = `https://${BRAND.toLowerCase()}-repeat.example.test/login`;
const LONG_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} [AP]M/;

let customerId = 0;
let events: SeededEvent[] = [];

const baseUrl = inject('baseUrl');

beforeAll(async () => {
  const api = await consoleApi(baseUrl, 'provider');
  customerId = await api.organizationId(ORG);
  const licenseKey = await api.licenseKey(customerId);
  const browser = await launchBrowser();
  const screenshot = await fakeScreenshot(browser, BRAND).finally(() => browser.close());
  events = await seedEvents(baseUrl, {
    licenseKey,
    users: USERS,
    brand: BRAND,
    types: TYPES,
    evidence: { 0: { screenshot, html: SCRIPTED_PAGE_HTML } },
    urls: { 40: REPEATED_URL, 42: REPEATED_URL, 44: REPEATED_URL },
  });
  // Two older events, only within the 60-day range.
  await seedEvents(baseUrl, {
    licenseKey,
    users: [`E2E\\${BRAND}old`],
    brand: BRAND,
    types: [0, 3],
    startMinutesAgo: 40 * 24 * 60,
  });
  await waitForEvidence(api, customerId, events[0]?.eventId ?? '');
}, 180_000);

async function openFeed(page: Page) {
  await loginAs(page, baseUrl, 'provider');
  await page.goto(`${baseUrl}/customers/${customerId}/incidents`);
  await chooseOption(page, 'Brand', BRAND, BRAND);
  await waitForTotal(page, '45');
}

const bodyRows = (page: Page) => page.locator('tbody tr');

describe('incident feed as the provider', () => {
  test('lists 20 of 21 per page, pages forward by fetching and back from the cache', async ({ page }) => {
    const errors = consoleErrors(page);
    await openFeed(page);
    const feedCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/all-events')) feedCalls.push(request.url());
    });
    await eventually(() => bodyRows(page).count()).toBe(20);
    await page.getByRole('columnheader', { name: 'Results (20+)' }).waitFor();
    for (const name of ['URL', 'Action', 'Status']) await page.getByRole('columnheader', { name }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    // Row 1 is the newest event: its user, the long English date, Close (Pending for over 5 minutes), its status.
    const first = rowOf(page, events[0]?.url ?? '');
    expect(await first.textContent()).toMatch(LONG_DATE);
    expect(await first.textContent()).toContain(USERS[0]);
    expect(await first.getByRole('cell').nth(2).textContent()).toBe('Close');
    expect(await first.textContent()).toContain('AI Suspicious');
    expect(await rowOf(page, events[2]?.url ?? '').textContent()).toContain('Reported Phish');
    expect(await rowOf(page, events[4]?.url ?? '').textContent()).toContain('Google Form Password');
    expect(await rowOf(page, events[6]?.url ?? '').textContent()).toContain('Baitwatch Verified');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('columnheader', { name: 'Results (40+)' }).waitFor();
    await rowOf(page, events[20]?.url ?? '').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('columnheader', { name: 'Results (45)' }).waitFor();
    await eventually(() => bodyRows(page).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // Each page asked 21 from the rows already held.
    expect(feedCalls.map((url) => new URL(url).searchParams.get('offset'))).toEqual(['20', '40']);
    expect(feedCalls.every((url) => new URL(url).searchParams.get('pageSize') === '21')).toBe(true);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('columnheader', { name: 'Results (20+)' }).waitFor();
    await rowOf(page, events[0]?.url ?? '').waitFor();
    expect(feedCalls).toHaveLength(2);
    await expectNoA11yViolations(page, 'the incident feed (list)');
    expect(errors).toEqual([]);
  });

  test('filters by date range, user, status and the filter popover', async ({ page }) => {
    await openFeed(page);
    await chooseOption(page, 'Date range', 'Last 60 Days');
    await waitForTotal(page, '47');
    await chooseOption(page, 'Date range', 'Last 30 Days');
    await waitForTotal(page, '45');

    await chooseOption(page, 'User', USERS[1] ?? '', `${BRAND}b`);
    await waitForTotal(page, '22');
    await page.getByRole('button', { name: 'Clear the user filter' }).click();
    await waitForTotal(page, '45');

    for (const [status, count] of [
      ['Reported Phish', '5'],
      ['Baitwatch Verified', '5'],
      ['AI Suspicious', '30'],
    ] as const) {
      await chooseOption(page, 'Status', status);
      await waitForTotal(page, count);
      const statuses = await page.locator('tbody tr td:nth-child(4)').allTextContents();
      expect(new Set(statuses)).toEqual(new Set([status]));
    }
    await chooseOption(page, 'Status', 'All');
    await waitForTotal(page, '45');

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('switch', { name: 'Remove Repeat URL' }).click();
    await waitForTotal(page, '43');
    await page.getByRole('button', { name: 'More filters (1 on)' }).waitFor();
    await page.getByRole('switch', { name: 'Remove Repeat URL' }).click();
    await waitForTotal(page, '45');
  });

  test('shows the grid with thumbnails and the four charts', async ({ page }) => {
    await openFeed(page);
    await page.getByText('Grid', { exact: true }).click();
    await eventually(() => page.locator('article').count()).toBe(20);
    const card = page.locator('article').filter({ hasText: events[1]?.url ?? '' });
    await card.getByText(`Opened at `, { exact: false }).waitFor();
    expect(await card.textContent()).toContain(`Brand: ${BRAND}`);
    expect(await card.textContent()).toContain(USERS[1]);
    // The card's thumbnail is the _resized image; a card without a screenshot shows the placeholder.
    const thumbnail = page.getByRole('img', { name: `Screenshot of ${events[0]?.url}`, exact: true });
    await eventually(() => thumbnail.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await card.getByRole('img', { name: `Screenshot of ${events[1]?.url}: no screenshot` }).waitFor();
    await page.getByText('Chart', { exact: true }).click();
    for (const title of ['Login Pages Scanned', 'Threats detected', 'Top Threats', 'Top Vulnerable Users'])
      await page.getByRole('heading', { name: title }).waitFor();
  });

  test('opens the details with the provider fields and the three tabs', async ({ page }) => {
    const errors = consoleErrors(page);
    await openFeed(page);
    const event = events[0];
    if (!event) throw new Error('no event');
    await page.getByRole('link', { name: `Details of ${event.url}` }).click();
    await page.getByRole('heading', { name: 'Incident Details' }).waitFor();
    const details = page.getByRole('table').first();
    await details.getByText(event.url, { exact: true }).waitFor();
    expect(await details.textContent()).toMatch(LONG_DATE);
    await details.getByText('AI Suspicious', { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'AI Model' }).inputValue()).toBe('PP1');
    expect(await page.getByRole('combobox', { name: 'AI Model' }).getAttribute('readonly')).not.toBeNull();

    for (const tab of ['Screenshot', 'HTML', 'Vision Analysis'])
      await page.getByRole('tab', { name: tab }).waitFor();
    const screenshot = page.getByRole('img', { name: 'Screenshot of the reported page' });
    await eventually(() => screenshot.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await page.getByRole('tab', { name: 'Vision Analysis' }).click();
    const marked = page.getByRole('img', { name: /^Vision Analysis/ });
    await eventually(() => marked.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.locator('.cm-content').getByText('<script>alert(1)</script>', { exact: false }).waitFor();
    await expectNoA11yViolations(page, 'the incident details');

    // An event without evidence: the placeholder with NO DATA, and the HTML error of the catalogue.
    await page.getByRole('link', { name: EVENT_MESSAGES.returnToOverview }).click();
    await page.waitForURL(`${baseUrl}/customers/${customerId}/incidents`);
    await page.getByRole('link', { name: `Details of ${events[1]?.url}` }).click();
    await page.getByText(EVENT_MESSAGES.noData, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.getByText(EVENT_MESSAGES.htmlLoadError, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Vision Analysis' }).click();
    await page.getByText(EVENT_MESSAGES.noData, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test('shows a Pending event as Pending, and as Close once 5 minutes have passed', async ({ page }) => {
    const api = await consoleApi(baseUrl, 'provider');
    const brand = runTag('Pend');
    const [fresh, older] = await seedEvents(baseUrl, {
      licenseKey: await api.licenseKey(customerId),
      users: [`E2E\\${brand}`],
      brand,
      types: [0, 0],
      startMinutesAgo: 0,
      spacingMinutes: 6,
    });
    await loginAs(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/customers/${customerId}/incidents`);
    await chooseOption(page, 'Brand', brand, brand);
    expect(
      await rowOf(page, fresh?.url ?? '')
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).toBe('Pending');
    expect(
      await rowOf(page, older?.url ?? '')
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).toBe('Close');
  });
});
