import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import { LIVE_EVENTS } from '@baitwatch/contracts/live/live-messages';
import { beforeAll, inject } from 'vitest';
import { type OpenStream, openStream } from '../../apps/server/src/test/live-stream.ts';
import { demoToken, FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import type { DemoLogin } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, registerExtension, reportEvent, runTag } from './incidents-fixtures.ts';
import { rowOf } from './incidents-page.ts';
import { shootLightAndDark, signIn, waitForShell } from './support/console.ts';

// The live console (decision 0072): an incident reported through the extension API is announced in an
// open feed within 2 s, without a reload and without moving its rows; another admin's status change
// updates the row in place; a stream of another tenant hears nothing of it.

const baseUrl = inject('baseUrl');
const TAG = runTag('live');
let contosoId = 0;
let installToken = '';

beforeAll(async () => {
  const provider = await consoleApi(baseUrl, 'provider');
  contosoId = await provider.organizationId('Contoso Pharmaceuticals');
  installToken = (await registerExtension(baseUrl, await provider.licenseKey(contosoId), `E2E\\${TAG}`))
    .token;
}, 60_000);

const report = (url: string) =>
  reportEvent(baseUrl, installToken, { url, type: 0, brands: ['Microsoft'] }).then((r) => r.event);

const streamAs = async (who: DemoLogin, query = ''): Promise<OpenStream> =>
  openStream(`${baseUrl}/v1/live/events${query}`, {
    authorization: `Bearer ${demoToken(who)}`,
    [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
  });

describe('the live incident feed', () => {
  test('a reported incident is announced within 2 s; shown, it is a row; a status change updates it in place', async ({
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    const streamOpen = page.waitForResponse((r) => r.url().includes('/v1/live/events') && r.status() === 200);
    await page.goto(`${baseUrl}/customers/${contosoId}/incidents`);
    await waitForShell(page);
    await streamOpen;
    await page.getByText('Live: new incidents are announced here').waitFor();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const firstRow = await page.getByRole('row').nth(1).textContent();

    const url = `https://login.${TAG}.example/microsoft`;
    const { eventId } = await report(url);
    // Other tests may report into the same organization meanwhile: at least this one is counted.
    const bar = page.getByRole('button', { name: /new incidents?: show$/ });
    await bar.waitFor({ timeout: 2_000 });
    // Counted, not inserted: the rows have not moved under the reader.
    expect(await rowOf(page, url).count()).toBe(0);
    expect(await page.getByRole('row').nth(1).textContent()).toBe(firstRow);
    await shootLightAndDark(page, 'live-console-bar', 'the incident feed with new incidents waiting');

    await bar.focus();
    await page.keyboard.press('Enter');
    const row = rowOf(page, url);
    await row.waitFor();
    expect(await row.textContent()).toContain('AI Suspicious');
    await page.getByText('Live: new incidents are announced here').waitFor();

    // Another admin (the provider) verifies it: the row changes where it stands.
    const provider = await consoleApi(baseUrl, 'provider');
    await provider.send(
      'POST',
      `/v1/portal/customers/${contosoId}/events/${eventId}/verify-events`,
      eventActionResultSchema,
      [{ eventId, url }],
    );
    await expect.poll(() => row.textContent(), { timeout: 2_000 }).toContain('Verified Phish');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
});

describe('the live stream across tenants and organizations', () => {
  test("another tenant's stream, and another organization's, stay silent while the provider's hears", async () => {
    // Every demo login but the provider's is of Northwind MSP: an incident of Coho Winery (Bluefin
    // Security) is another tenant's, and one of Contoso another organization's for Tailspin's admin.
    const provider = await consoleApi(baseUrl, 'provider');
    const cohoId = await provider.organizationId('Coho Winery');
    const cohoToken = (
      await registerExtension(baseUrl, await provider.licenseKey(cohoId), `E2E\\${TAG}-coho`)
    ).token;
    const everything = await streamAs('provider');
    const northwind = await streamAs('msp');
    const tailspin = await streamAs('basic');
    const refused = [
      await streamAs('basic', `?customerId=${contosoId}`),
      await streamAs('msp', `?customerId=${cohoId}`),
    ];
    try {
      for (const s of [everything, northwind, tailspin])
        await s.next((m) => m.event === LIVE_EVENTS.position);
      expect(refused.map((s) => s.status)).toEqual([403, 403]);
      const coho = await reportEvent(baseUrl, cohoToken, { url: `https://signin.${TAG}.example/coho` });
      const contoso = await report(`https://signin.${TAG}.example/contoso`);
      await everything.next((m) => m.data.includes(coho.event.eventId));
      await northwind.next((m) => m.data.includes(contoso.eventId));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(northwind.messages.some((m) => m.data.includes(coho.event.eventId))).toBe(false);
      expect(tailspin.messages.some((m) => m.data.includes(coho.event.eventId))).toBe(false);
      expect(tailspin.messages.some((m) => m.data.includes(contoso.eventId))).toBe(false);
    } finally {
      for (const s of [everything, northwind, tailspin, ...refused]) s.close();
    }
  });
});
