import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAction } from '../../test/event-action.ts';
import { daysAgo, insertEvent } from '../../test/events.ts';
import { asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

// Detection accuracy (decision 0064): of the detections triaged through the event actions, the share
// marked false positives, per brand and per signal the extension weighed.

let t: TestApp;
let w: World;

const reason = (signal: string, weight: number, brand = 'Microsoft') => ({
  signal,
  brand,
  weight,
  text: signal,
});

const act = (who: WorldUser, e: { customerId: number; eventId: string }, name: string, payload: object) =>
  eventAction(t, w, who, e, name, payload);
const falsePositive = (e: { customerId: number; eventId: string; url: string }) =>
  act('provider', e, 'report-false-positive', [{ eventId: e.eventId, url: e.url, falsePositiveType: 6 }]);
const verify = (e: { customerId: number; eventId: string; url: string }) =>
  act('provider', e, 'verify-events', [
    {
      eventId: e.eventId,
      url: e.url,
      detectionTime: '2026-11-10T12:00:00Z',
      user: 'u',
      userAction: 'Pending',
      brands: [],
    },
  ]);

const rates = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/dashboard/customers/${w.mspOrg1.id}/false-positive-rates${query}`,
    headers: await asUser(t, w, 'customer'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  const o = w.mspOrg1.id;
  const title = reason('brand-in-title', 0.35);
  const text = reason('brand-in-text', 0.1);
  const toBrand = reason('credentials-to-brand', -0.5);
  const kit = await insertEvent(t, o, {
    brands: ['Microsoft'],
    detectionReasons: [title, reason('lookalike-host', 0.6)],
  });
  const genuine = await insertEvent(t, o, {
    brands: ['Microsoft'],
    detectionReasons: [title, text, toBrand],
  });
  const shop = await insertEvent(t, o, {
    brands: ['PayPal'],
    detectionReasons: [reason('brand-in-text', 0.1, 'PayPal')],
  });
  await insertEvent(t, o, { brands: ['PayPal'], detectionReasons: [title] }); // never triaged
  await verify(kit);
  await falsePositive(genuine);
  await falsePositive(shop);
  // Reported by a person (type 3): not the extension's judgement, not counted.
  await falsePositive(await insertEvent(t, o, { type: 3, brands: ['DHL'] }));
  // An old detection triaged now counts: the window is one of triage decisions.
  const old = await insertEvent(t, o, { brands: ['Okta'], detectionTime: daysAgo(t, 200) });
  await falsePositive(old);
});
afterAll(() => t.close());

describe('Detection accuracy', () => {
  it('counts triaged detections and their false positives per brand and per signal, worst first', async () => {
    const body = await rates();
    expect(body).toMatchObject({ triaged: 4, falsePositives: 3 });
    expect(body.byBrand).toEqual(
      [
        { legend: 'Microsoft', triaged: 2, falsePositives: 1 },
        { legend: 'PayPal', triaged: 1, falsePositives: 1 },
        { legend: 'Okta', triaged: 1, falsePositives: 1 },
      ].sort(
        (a, b) =>
          b.falsePositives - a.falsePositives || b.triaged - a.triaged || a.legend.localeCompare(b.legend),
      ),
    );
    // Signals that counted against a detection (negative weights) are not a misfire of theirs.
    expect(body.bySignal).toEqual([
      { legend: 'brand-in-text', triaged: 2, falsePositives: 2 },
      { legend: 'brand-in-title', triaged: 2, falsePositives: 1 },
      { legend: 'lookalike-host', triaged: 1, falsePositives: 0 },
    ]);
  });
});
