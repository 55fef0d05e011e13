import { readFile } from 'node:fs/promises';
import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import type { DemoLogin } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { apiCall, eventually, portalEntries, signIn, waitForPath } from './support/console.ts';

// License Management per role: each growth tab, the doughnuts, the grid's paging and
// search, the user page and its way back, the CSV export. (The Global View form of the page is
// redirected to the incidents by the shell, doc 1 §2; its calls are tested in the API tests.) The demo fleet's users registered and beat
// through the real extension API, so the charts read the aggregates those calls keep.

/** The first organization of the role's list with more than one page of users. */
async function organizationWithUsers(page: Parameters<typeof apiCall>[0], baseUrl: string) {
  for (const entry of await portalEntries(page, baseUrl)) {
    if (entry.kind !== 'organization' || typeof entry.id !== 'number') continue;
    const res = await apiCall(page, baseUrl, `/v1/portal/customers/${entry.id}/licenses-count`);
    if (res.ok() && ((await res.json()) as { count: number }).count > 5) return entry.id;
  }
  throw new Error('no organization with more than 5 extension users');
}

const ROLES: DemoLogin[] = ['provider', 'msp', 'customer'];

describe('License Management', () => {
  for (const who of ROLES) {
    test(`${who}: charts, grid, search, user page and CSV`, async ({ baseUrl, page }) => {
      await signIn(page, baseUrl, who);
      await page.goto(`${baseUrl}/`);
      const id = await organizationWithUsers(page, baseUrl);
      await page.goto(`${baseUrl}/customers/${id}/license-management`);
      await page.getByTestId('deployed-licenses').waitFor();

      const growth = page.getByRole('region', { name: 'Deployed Licenses Growth' });
      await growth.locator('.recharts-area').first().waitFor();
      // The active-user series is the provider's only (doc 1 §6).
      expect((await growth.getByText('Active Users').count()) > 0).toBe(who === 'provider');
      for (const tab of ['Year', 'Day', 'Month']) {
        // Month was loaded first and comes from the cache.
        const response =
          tab === 'Month'
            ? null
            : page.waitForResponse((r) => r.url().includes(`timespan=${tab.toLowerCase()}`));
        await growth.getByRole('tab', { name: tab }).click();
        if (response) expect((await response).status()).toBe(200);
        await eventually(() => growth.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe(
          'true',
        );
      }
      const browsers = page.getByRole('region', { name: 'Browsers' });
      await browsers.getByText('%').first().waitFor();
      await eventually(() => browsers.getByText(/^\d+%$/).count()).toBeGreaterThan(1);

      // The grid: 5 rows a page, then the next page.
      const grid = page.getByRole('table', { name: 'User License' });
      await eventually(() => grid.locator('tbody tr').count()).toBe(5);
      const first = await grid.locator('tbody tr').first().innerText();
      await page.getByRole('button', { name: 'Next' }).click();
      await eventually(async () => (await grid.locator('tbody tr').first().innerText()) !== first).toBe(true);
      await page.getByRole('button', { name: 'Previous' }).click();
      await eventually(() => grid.locator('tbody tr').first().innerText()).toBe(first);

      // CSV export.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^extension-users-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path()) as string, 'utf8');
      expect(csv.split('\r\n')[0]).toMatch(/^User,Email,/);

      // Search: two characters of a user, choose it, land on its page, and go back.
      const users = (await (
        await apiCall(page, baseUrl, `/v1/portal/customers/${id}/extension-users`)
      ).json()) as {
        records: Parameters<typeof extensionUserLabel>[0][];
      };
      const label = extensionUserLabel(users.records[0] as Parameters<typeof extensionUserLabel>[0]);
      await page.getByPlaceholder('Search users').fill(label.slice(0, 4));
      await page.getByRole('option', { name: label }).first().click();
      await waitForPath(page, new RegExp(`^/customers/${id}/licensemanagement/\\d+$`));
      await page.getByRole('table', { name: 'Systems and browsers' }).waitFor();
      await eventually(() => page.getByText(/^(Active|Inactive)$/).count()).toBe(1);
      await page.getByRole('link', { name: 'Return to License Management' }).click();
      await waitForPath(page, `/customers/${id}/license-management`);
    });
  }
});
