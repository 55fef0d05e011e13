import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  consoleApi,
  runTag,
  SCRIPTED_PAGE_HTML,
  type SeededEvent,
  seedEvents,
} from './incidents-fixtures.ts';
import { chooseOption, closeResult, confirm, eventually, rowOf, shownHeadings } from './incidents-page.ts';
import { signIn } from './support/console.ts';

// The super feed (BaitwatchAdmin): list (default) and grid, its filter keys, the status filter,
// the sort by Detected On, the advanced filters, paging, the details and "Return to Super Feed".

const baseUrl = inject('baseUrl');
const BRAND = runTag('Super');
const TAILSPIN_USER = `E2E\\${BRAND}t`;
/** Every fifth event is Baitwatch Verified (type 5), the others incidents. */
const typesOf = (count: number, offset: number) =>
  Array.from({ length: count }, (_, i) => ((i + offset) % 5 === 0 ? 5 : 0));

let contoso: SeededEvent[] = [];
let tailspin: SeededEvent[] = [];

beforeAll(async () => {
  const api = await consoleApi(baseUrl, 'provider');
  const contosoId = await api.organizationId('Contoso Pharmaceuticals');
  const tailspinId = await api.organizationId('Tailspin Toys');
  // 15 + 10 events, interleaved in time (Contoso at 10, 30, 50... minutes ago; Tailspin at 20, 40...).
  contoso = await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(contosoId),
    users: [`E2E\\${BRAND}c`],
    brand: BRAND,
    types: typesOf(15, 0),
    spacingMinutes: 20,
    startMinutesAgo: 10,
    evidence: { 0: { html: SCRIPTED_PAGE_HTML } },
  });
  tailspin = await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(tailspinId),
    users: [TAILSPIN_USER],
    brand: BRAND,
    types: typesOf(10, 1),
    spacingMinutes: 20,
    startMinutesAgo: 20,
  });
}, 120_000);

const bodyRows = (page: Page) => page.locator('tbody tr');

async function openSuperFeed(page: Page) {
  // One API login per file: the login form allows 10 attempts a minute per email.
  await signIn(page, baseUrl, 'provider');
  await page.goto(`${baseUrl}/super-feed`);
  await page.getByRole('heading', { name: 'Super Feed', level: 1 }).waitFor();
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/super-feed?')) calls.push(new URL(request.url()));
  });
  const filtered = page.waitForResponse((response) => response.url().includes(`brNm=${BRAND}`));
  await page.getByRole('textbox', { name: 'Brand' }).fill(BRAND);
  await filtered;
  await rowOf(page, contoso[0]?.url ?? '').waitFor();
  return calls;
}

describe('super feed', () => {
  test('lists by Detected On, newest first, 20 a page, with the filter keys on the wire', async ({
    page,
  }) => {
    const calls = await openSuperFeed(page);
    // Every column is named on screen, the details arrows' "Details" included.
    expect(await shownHeadings(page)).toEqual(['User (20+)', 'Organization', 'URL', 'Status', 'Details']);
    await page.getByRole('columnheader', { name: 'User (20+)' }).waitFor();
    await eventually(() => bodyRows(page).count()).toBe(20);
    await page.getByText('Events: More than 20', { exact: true }).waitFor();
    const last = calls.at(-1);
    expect(last?.searchParams.get('pageNo')).toBe('1');
    expect(last?.searchParams.get('pageSize')).toBe('21');
    expect(last?.searchParams.get('sortBy')).toBe('detectedOn|desc');
    expect(last?.searchParams.get('filterBy')).toBe('brNm,dtTS');
    expect(last?.searchParams.get('brNm')).toBe(BRAND);
    // Newest first, across organizations.
    const first = bodyRows(page).first();
    expect(await first.textContent()).toContain(contoso[0]?.url);
    expect(await first.textContent()).toContain('Contoso Pharmaceuticals');
    expect(await bodyRows(page).nth(1).textContent()).toContain('Tailspin Toys');

    await page.getByRole('button', { name: 'Next' }).click();
    await eventually(() => bodyRows(page).count()).toBe(5);
    await page.getByText('Events: 25', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(calls.at(-1)?.searchParams.get('pageNo')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await eventually(() => bodyRows(page).count()).toBe(20);
    expect(calls.map((call) => call.searchParams.get('pageNo')).filter((n) => n === '2')).toHaveLength(1);

    await page.getByRole('button', { name: /^Detected On/ }).click();
    await eventually(() => calls.at(-1)?.searchParams.get('sortBy')).toBe('detectedOn|asc');
    await eventually(async () => bodyRows(page).first().textContent()).toContain(contoso[14]?.url);
    await expectNoA11yViolations(page, 'the super feed');
  });

  test('filters by status, organization and computer name; shows the grid', async ({ page }) => {
    const calls = await openSuperFeed(page);
    await chooseOption(page, 'Status', 'Baitwatch Verified');
    await eventually(() => bodyRows(page).count()).toBe(5);
    expect(new Set(await page.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(
      new Set(['Baitwatch Verified']),
    );
    expect(calls.at(-1)?.searchParams.get('type')).toBe('5');
    await chooseOption(page, 'Status', 'AI Suspicious');
    await eventually(() => bodyRows(page).count()).toBe(20);
    expect(calls.at(-1)?.searchParams.get('type')).toBe('0');
    await page.getByRole('button', { name: 'Clear the status filter' }).click();

    await chooseOption(page, 'Organization', 'Northwind MSP > Tailspin Toys', 'Tailspin');
    await eventually(() => bodyRows(page).count()).toBe(10);
    expect(calls.at(-1)?.searchParams.get('filterBy')).toBe('custId,brNm,dtTS');
    await page.getByRole('button', { name: 'Clear the organization filter' }).click();
    await eventually(() => bodyRows(page).count()).toBe(20);

    await page.getByRole('textbox', { name: 'Computer name' }).fill(`${BRAND}T-PC`);
    await eventually(() => bodyRows(page).count()).toBe(10);
    expect(calls.at(-1)?.searchParams.get('osCompName')).toBe(`${BRAND}T-PC`);

    await page.getByText('Grid', { exact: true }).click();
    await eventually(() => page.locator('article').count()).toBe(10);
    const card = page.locator('article').first();
    expect(await card.textContent()).toContain('Tailspin Toys');
    expect(await card.textContent()).toContain(`Brand: ${BRAND}`);
  });

  test('shows the details, its tabs and returns to the super feed; a false positive leaves it', async ({
    page,
  }) => {
    await openSuperFeed(page);
    const target = contoso[0];
    if (!target) throw new Error('no event');
    await page.getByRole('link', { name: `Details of ${target.url}` }).click();
    await page.getByRole('heading', { name: 'Super Feed Event' }).waitFor();
    const table = page.getByRole('table').first();
    for (const field of ['Organisation', 'User', 'Brand', 'Opened At', 'AI Model', 'Status', 'IP', 'Url'])
      await table.getByRole('rowheader', { name: field, exact: true }).waitFor();
    expect(await table.textContent()).toContain('Contoso Pharmaceuticals');
    // The AI Model select must read as read-only: filled, no chevron, no list on a click.
    const model = page.getByRole('combobox', { name: 'AI Model' });
    expect(await model.inputValue()).not.toBe('');
    expect(await model.getAttribute('readonly')).not.toBeNull();
    expect(await model.getAttribute('data-variant')).toBe('filled');
    expect(await model.getAttribute('data-with-right-section')).toBeNull();
    await model.click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await table.textContent()).toContain(target.url);
    for (const tab of ['Screenshot', 'HTML', 'Vision Analysis'])
      await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByText(EVENT_MESSAGES.noData, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.locator('.cm-content').getByText('<script>alert(1)</script>', { exact: false }).waitFor();
    await expectNoA11yViolations(page, 'the super feed details');

    await page.getByRole('link', { name: EVENT_MESSAGES.returnToSuperFeed }).click();
    await page.waitForURL(`${baseUrl}/super-feed`);
    // Without HTML: "HTML not available".
    await page.getByRole('link', { name: `Details of ${tailspin[0]?.url}` }).click();
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.getByText(EVENT_MESSAGES.htmlNotAvailable, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Mark False Positive' }).click();
    await confirm(page, EVENT_MESSAGES.confirmFalsePositive);
    await closeResult(page, 'Success', EVENT_MESSAGES.markedAsFalsePositive);
    await page.waitForURL(`${baseUrl}/super-feed`);
    await rowOf(page, contoso[0]?.url ?? '').waitFor();
    expect(await rowOf(page, tailspin[0]?.url ?? '').count()).toBe(0);
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('switch', { name: 'Include False Positive URLs' }).click();
    await rowOf(page, tailspin[0]?.url ?? '').waitFor();
  });
});
