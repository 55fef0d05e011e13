import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let w: World;
let event: Awaited<ReturnType<typeof insertEvent>>;
const get = async (who: WorldUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await asUser(t, w, who) });

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
  event = await insertEvent(t, w.mspOrg1.id, {
    url: 'https://login.example/',
    brands: ['Microsoft', 'Office'],
    os: 'Windows',
    browserName: 'Chrome',
    domainIpAddress: '203.0.113.7',
    modelCode: 'PP1',
    hasMarked: true,
  });
});
afterAll(() => t.close());

describe('event details', () => {
  it('answers the event to the roles that hold its organization, 403 to the others', async () => {
    const allowed: WorldUser[] = ['provider', 'msp', 'customer'];
    for (const who of ALL_USERS) {
      const res = await get(who, `/v1/portal/customers/${w.mspOrg1.id}/events/${event.eventId}`);
      expect(res.statusCode, who).toBe(allowed.includes(who) ? 200 : 403);
    }
  });

  it('answers every field, the organization and an empty history', async () => {
    const res = await get('customer', `/v1/portal/customers/${w.mspOrg1.id}/events/${event.eventId}`);
    expect(res.json()).toMatchObject({
      id: event.id,
      eventId: event.eventId,
      customerId: w.mspOrg1.id,
      organizationName: 'Acme One',
      url: 'https://login.example/',
      brands: ['Microsoft', 'Office'],
      os: 'Windows',
      browserName: 'Chrome',
      domainIPAddress: '203.0.113.7',
      modelCode: 'PP1',
      deviceType: 'D',
      actions: [],
    });
    expect(res.json().markedScreenshotURL).toContain(`b=${event.eventId}_marked`);
  });

  it('finds the event by its row id too', async () => {
    const res = await get('provider', `/v1/portal/customers/${w.mspOrg1.id}/events/${event.id}`);
    expect(res.json().eventId).toBe(event.eventId);
  });

  it('answers 404 for an unknown event, 403 for an event asked through a foreign organization', async () => {
    expect(
      (
        await get(
          'provider',
          `/v1/portal/customers/${w.mspOrg1.id}/events/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
    // The event exists, but not in the organization of the address: not found there.
    expect(
      (await get('provider', `/v1/portal/customers/${w.mspOrg2.id}/events/${event.eventId}`)).statusCode,
    ).toBe(404);
    expect(
      (await get('foreignCustomer', `/v1/portal/customers/${w.mspOrg1.id}/events/${event.eventId}`))
        .statusCode,
    ).toBe(403);
  });

  it('answers 400 for malformed ids', async () => {
    for (const id of ['not-an-id', '0', '-1', '1e5', '99999999999999999999']) {
      const res = await get('provider', `/v1/portal/customers/${w.mspOrg1.id}/events/${id}`);
      expect(res.statusCode, id).toBe(400);
    }
  });
});
