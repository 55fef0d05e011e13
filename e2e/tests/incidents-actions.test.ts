import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { DEMO_LOGINS } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag, type SeededEvent, seedEvents } from './incidents-fixtures.ts';
import { chooseOption, closeResult, confirm, eventTotal, rowOf, waitForTotal } from './incidents-page.ts';
import { signIn } from './support/console.ts';

// Event actions as the provider: Verify, Unverify, Mark False Positive and Clear, each with its
// confirmation text and result message, the list update, and the return to the feed.

const ORG = 'Contoso Pharmaceuticals';
const BRAND = runTag('Act');
const baseUrl = inject('baseUrl');
let customerId = 0;
let events: SeededEvent[] = [];

beforeAll(async () => {
  const api = await consoleApi(baseUrl, 'provider');
  customerId = await api.organizationId(ORG);
  events = await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(customerId),
    users: [`E2E\\${BRAND}`],
    brand: BRAND,
    types: [0, 0, 0, 0, 3, 0, 0],
  });
  // Event 1 starts verified, for Unverify.
  const verified = events[1];
  if (!verified) throw new Error('no event');
  await api.send(
    'POST',
    `/v1/portal/customers/${customerId}/events/${verified.eventId}/verify-events`,
    eventActionResultSchema,
    [{ eventId: verified.eventId }],
  );
}, 120_000);

const event = (index: number) => {
  const found = events[index];
  if (!found) throw new Error(`no event ${index}`);
  return found;
};

async function openFeed(page: Page) {
  // One API login per file: the login form allows 10 attempts a minute per email.
  await signIn(page, baseUrl, 'provider');
  await page.goto(`${baseUrl}/customers/${customerId}/incidents`);
  await chooseOption(page, 'Brand', BRAND, BRAND);
  await rowOf(page, event(0).url).waitFor();
}

async function rowAction(page: Page, url: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${url}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('event actions as the provider', () => {
  test('Verify in the list marks the event triaged, and the AI Suspicious list drops it', async ({
    page,
  }) => {
    await openFeed(page);
    await chooseOption(page, 'Status', 'AI Suspicious');
    const target = event(0);
    await rowOf(page, target.url).waitFor();
    const before = await eventTotal(page);
    await rowAction(page, target.url, 'Verify');
    await closeResult(page, 'Success', EVENT_MESSAGES.markedAsVerified);
    await rowOf(page, target.url).waitFor({ state: 'detached' });
    await waitForTotal(page, String(before - 1));

    await chooseOption(page, 'Status', 'Verified');
    expect(await rowOf(page, target.url).textContent()).toContain('Verified Phish');
    // The action is recorded on the event: what, who, when.
    await page.getByRole('link', { name: `Details of ${target.url}` }).click();
    const history = page.getByRole('region', { name: 'Action history' });
    await history.getByText('Verified', { exact: true }).waitFor();
    expect(await history.textContent()).toContain(DEMO_LOGINS.provider);
  });

  test('Unverify asks, then clears the flag and leaves the Verified list', async ({ page }) => {
    await openFeed(page);
    await chooseOption(page, 'Status', 'Verified');
    const target = event(1);
    await rowOf(page, target.url).waitFor();
    await rowAction(page, target.url, 'Unverify');
    await confirm(page, EVENT_MESSAGES.confirmUnverify);
    await closeResult(page, 'Success', EVENT_MESSAGES.markedAsUnverified);
    await rowOf(page, target.url).waitFor({ state: 'detached' });
    await chooseOption(page, 'Status', 'AI Suspicious');
    await rowOf(page, target.url).waitFor();
  });

  test('Mark False Positive from the details returns to the feed, one event fewer', async ({ page }) => {
    await openFeed(page);
    const before = await eventTotal(page);
    const target = event(2);
    await page.getByRole('link', { name: `Details of ${target.url}` }).click();
    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Mark False Positive' }).click();
    await confirm(page, EVENT_MESSAGES.confirmFalsePositive);
    await closeResult(page, 'Success', EVENT_MESSAGES.markedAsFalsePositive);
    await page.waitForURL(`${baseUrl}/customers/${customerId}/incidents`);
    await waitForTotal(page, String(before - 1));
    expect(await rowOf(page, target.url).count()).toBe(0);

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('switch', { name: 'Include False Positive URLs' }).click();
    await rowOf(page, target.url).waitFor();
  });

  test('Clear asks, deletes the incident and lowers the total by one', async ({ page }) => {
    await openFeed(page);
    const before = await eventTotal(page);
    const target = event(4);
    expect(await rowOf(page, target.url).textContent()).toContain('Reported Phish');
    await rowAction(page, target.url, 'Clear');
    await confirm(page, EVENT_MESSAGES.confirmDelete);
    await closeResult(page, 'Success', EVENT_MESSAGES.incidentDeleted);
    await rowOf(page, target.url).waitFor({ state: 'detached' });
    await waitForTotal(page, String(before - 1));
  });

  test('Verify on the details opens the threat-intel submission of the event', async ({ page }) => {
    await openFeed(page);
    const target = event(3);
    await page.getByRole('link', { name: `Details of ${target.url}` }).click();
    await page.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/customers/${customerId}/threat-intel/${target.eventId}`);
  });

  test('a cancelled confirmation changes nothing', async ({ page }) => {
    await openFeed(page);
    const target = event(5);
    await rowAction(page, target.url, 'Clear');
    const dialog = page.getByRole('dialog', { name: 'Are You Sure ?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, target.url).waitFor();
  });
});
