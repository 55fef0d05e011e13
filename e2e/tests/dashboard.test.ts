import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { chooseMenuItem, eventually, openProfileMenu, signIn, waitForPath } from './support/console.ts';

// The dashboard (decision 0044): the spec's ten cards and Detection accuracy (0064) for an organization
// and for a Global View, over the demo world; each card's refresh icon fetches its own call again, and
// a failed call shows the error note in its card only.

const baseUrl = inject('baseUrl');
const CARDS = [
  'Total User Registration',
  'New users in last 7 days',
  'Active Users',
  'Browser Type',
  'OS Type',
  'Events',
  'Events Total',
  'Device',
  'Verified vs Unverified',
  'Most common threats per unique users',
  // Ours (decision 0064): false positives per brand and per detection signal.
  'Detection accuracy',
];

let customerId = 0;
let viewPath = '';

beforeAll(async () => {
  const customer = await consoleApi(baseUrl, 'customer');
  const own = (await customer.entries()).find((e) => e.kind === 'organization');
  if (!own || typeof own.id !== 'number') throw new Error('the customer has no organization');
  customerId = own.id;
  const msp = await consoleApi(baseUrl, 'msp');
  const view = (await msp.entries()).find((e) => e.kind === 'globalView');
  if (!view || view.tenantId === null) throw new Error('the tenant admin has no Global View');
  viewPath = `/tenants/${view.tenantId}/dashboard${view.multiGroup ? `?group=${view.groupId}` : ''}`;
}, 60_000);

/** Every card drawn: no skeleton left, no error note. */
async function expectCardsDrawn(page: Page) {
  for (const name of CARDS) {
    const card = page.getByRole('region', { name, exact: true });
    await card.waitFor();
    await eventually(() => card.getByLabel(`Loading ${name}`).count()).toBe(0);
    expect(await card.getByRole('alert').count(), name).toBe(0);
  }
}

/** The headline number of a card. */
const figure = async (page: Page, name: string) =>
  Number(
    (
      (await page.getByRole('region', { name, exact: true }).locator('[data-figure]').textContent()) ?? ''
    ).replace(/,/g, ''),
  );

describe('the dashboard of an organization', () => {
  test('opens from the first item of the profile menu and draws every card', async ({ page }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customers/${customerId}/incidents`);
    const items = await openProfileMenu(page);
    expect(items[0]).toEqual({ label: 'Dashboard', disabled: false, reason: null });
    await chooseMenuItem(page, 'Dashboard');
    await waitForPath(page, `/customers/${customerId}/dashboard`);
    await expectCardsDrawn(page);
    expect(await figure(page, 'Total User Registration')).toBeGreaterThan(0);
    expect(await figure(page, 'Events Total')).toBeGreaterThan(0);
    await expectNoA11yViolations(page, 'the dashboard');
  });

  test('the refresh icon fetches the card again; a failed call shows the note in its card only', async ({
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    await page.route('**/v1/dashboard/customers/*/verify-events*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(`${baseUrl}/customers/${customerId}/dashboard`);
    const verified = page.getByRole('region', { name: 'Verified vs Unverified' });
    await eventually(() => verified.getByRole('alert').textContent()).toBe(EVENT_MESSAGES.refreshChart);
    const events = page.getByRole('region', { name: 'Events', exact: true });
    await events.locator('.recharts-surface').first().waitFor();
    expect(await events.getByRole('alert').count()).toBe(0);

    await page.unroute('**/v1/dashboard/customers/*/verify-events*');
    const again = page.waitForRequest((r) => r.url().includes('/verify-events'));
    await verified.getByRole('button', { name: 'Refresh Verified vs Unverified' }).click();
    await again;
    await eventually(() => verified.getByRole('alert').count()).toBe(0);
    await verified.locator('p', { hasText: /^Verified$/ }).waitFor();

    const refetch = page.waitForRequest((r) =>
      r.url().includes(`/dashboard/customers/${customerId}/daily/all-events`),
    );
    await events.getByRole('button', { name: 'Refresh Events' }).click();
    await refetch;
  });
});

describe('the dashboard of a Global View', () => {
  test('draws every card for the tenant admin, and the refresh icon refetches', async ({ page }) => {
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}${viewPath}`);
    await expectCardsDrawn(page);
    expect(await figure(page, 'Total User Registration')).toBeGreaterThan(0);
    const urls = page.getByRole('region', { name: 'Most common threats per unique users' });
    expect(await urls.getByRole('row').count()).toBeGreaterThan(1);
    const refetch = page.waitForRequest(
      (r) => r.url().includes('/v1/dashboard/tenants/') && r.url().includes('/url-users'),
    );
    await urls.getByRole('button', { name: 'Refresh Most common threats per unique users' }).click();
    await refetch;
    await expectNoA11yViolations(page, 'the Global View dashboard');
  });
});
