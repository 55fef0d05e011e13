import type { Locator } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag, seedEvents } from './incidents-fixtures.ts';
import { eventually } from './incidents-page.ts';
import { signIn } from './support/console.ts';

// The chart view's top lists (decision 0030): long URLs stay on one line over their bar, end in an
// ellipsis and show whole on hover or focus; the counts keep a column of their own.

const baseUrl = inject('baseUrl');
const BRAND = runTag('Top');
/** Reported 16 times, so it leads Contoso's Top Threats (the demo's leader has about 15). */
const LONG_URL = `https://${BRAND.toLowerCase()}.example.test/${'account/verify/'.repeat(8)}signin?session=${'f3a9'.repeat(10)}`;

let contosoId = 0;

beforeAll(async () => {
  const api = await consoleApi(baseUrl, 'provider');
  contosoId = await api.organizationId('Contoso Pharmaceuticals');
  await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(contosoId),
    users: [`E2E\\${BRAND}`],
    brand: BRAND,
    types: Array.from({ length: 16 }, () => 0),
    urls: Object.fromEntries(Array.from({ length: 16 }, (_, index) => [index, LONG_URL])),
  });
}, 120_000);

interface RowGeometry {
  labelRight: number;
  countLeft: number;
  countRight: number;
  labelHeight: number;
  barHeight: number;
}

/** Where each row's label, bar and count sit. */
function geometry(list: Locator): Promise<RowGeometry[]> {
  return list.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const [name, count] = [...row.querySelectorAll('td')];
      const label = name?.querySelector('span')?.getBoundingClientRect();
      const bar = name?.querySelector('div')?.getBoundingClientRect();
      const box = count?.getBoundingClientRect();
      return {
        labelRight: label?.right ?? 0,
        countLeft: box?.left ?? 0,
        countRight: box?.right ?? 0,
        labelHeight: label?.height ?? 0,
        barHeight: bar?.height ?? 0,
      };
    }),
  );
}

describe('chart view: top lists', () => {
  test('Top Threats keeps each URL on one line, cut with an ellipsis, whole on hover; counts aligned', async ({
    page,
  }) => {
    await signIn(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/customers/${contosoId}/incidents`);
    await page.getByText('Chart', { exact: true }).click();
    const top = page.getByRole('region', { name: 'Top Threats' });
    await top.getByRole('columnheader', { name: 'URL' }).waitFor();
    await top.getByRole('columnheader', { name: 'Threats' }).waitFor();
    const row = top.getByRole('row').filter({ hasText: LONG_URL });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('16');

    const rows = await geometry(top);
    expect(rows.length).toBeGreaterThan(1);
    for (const shown of rows) {
      // One line, the bar's height; never into the count column.
      expect(shown.labelHeight).toBeLessThanOrEqual(shown.barHeight + 1);
      expect(shown.labelRight).toBeLessThanOrEqual(shown.countLeft + 1);
    }
    const rights = rows.map((shown) => Math.round(shown.countRight));
    expect(new Set(rights).size).toBe(1);

    // The long URL ends in an ellipsis; its whole text shows on hover, and on keyboard focus.
    const label = row.locator('span').first();
    expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await label.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
    await label.hover();
    await eventually(() => page.getByRole('tooltip').textContent()).toBe(LONG_URL);
    await page.mouse.move(0, 0);
    await eventually(() => page.getByRole('tooltip').count()).toBe(0);
    await label.focus();
    await eventually(() => page.getByRole('tooltip').textContent()).toBe(LONG_URL);
    await expectNoA11yViolations(page, 'the chart view');
  });
});
