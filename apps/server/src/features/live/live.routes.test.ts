import { LIVE_EVENTS } from '@baitwatch/contracts/live/live-messages';
import type { EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAction } from '../../test/event-action.ts';
import { registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';
import { type OpenStream, openStream } from '../../test/live-stream.ts';
import { reportIncident } from '../../test/report-incident.ts';

let t: TestApp;
let w: World;
let base: string;
const installs: Record<number, string> = {};
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const org of [w.mspOrg1, w.foreignOrg])
    installs[org.id] = (await registerManaged(t, org.licenseKey)).token;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function stream(who: WorldUser | null, query = '', headers: Record<string, string> = {}) {
  const session = who ? await asUser(t, w, who) : { 'x-functions-key': FUNCTIONS_KEY };
  const opened = await openStream(`${base}/v1/live/events${query}`, { ...session, ...headers });
  open.push(opened);
  if (opened.status === 200) await opened.next((m) => m.event === LIVE_EVENTS.position);
  return opened;
}

const report = (customerId: number) => reportIncident(t, installs[customerId] as string);

const about = (eventId: string) => (m: EventSourceMessage) => m.data.includes(eventId);
const heard = (s: OpenStream, eventId: string) => s.messages.some(about(eventId));
/** Long enough for a notification one stream heard to have been written to every other. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live stream, by role', () => {
  it('hears what the feed of its scope shows, and a foreign tenant stays silent', async () => {
    const streams = {
      provider: await stream('provider'),
      msp: await stream('msp'),
      mspEast: await stream('msp', `?tenantId=${w.msp.tenant.id}&groupId=${w.mspOrg1.groupId}`),
      customer: await stream('customer', `?customerId=${w.mspOrg1.id}`),
      basic: await stream('basic'),
      foreignMsp: await stream('foreignMsp'),
      foreignCustomer: await stream('foreignCustomer', `?customerId=${w.foreignOrg.id}`),
    };
    const ours = await report(w.mspOrg1.id);
    const theirs = await report(w.foreignOrg.id);
    for (const s of [streams.provider, streams.msp, streams.mspEast, streams.customer]) {
      const message = await s.next(about(ours));
      expect(message.event).toBe(LIVE_EVENTS.incidents);
      expect(JSON.parse(message.data)).toMatchObject({
        customerId: w.mspOrg1.id,
        events: [{ eventId: ours, type: 0 }],
      });
    }
    for (const s of [streams.provider, streams.foreignMsp, streams.foreignCustomer])
      await s.next(about(theirs));
    await settle();
    for (const s of [streams.msp, streams.mspEast, streams.customer, streams.basic])
      expect(heard(s, theirs)).toBe(false);
    for (const s of [streams.basic, streams.foreignMsp, streams.foreignCustomer])
      expect(heard(s, ours)).toBe(false);
    // Ids and the few fields a feed reacts to; never a tenant's id, a URL or an address.
    expect(streams.customer.messages.find(about(ours))?.data).not.toMatch(/tenantId|url|example/);
  });

  it("tells a status change another admin made to the organization's streams only", async () => {
    const customer = await stream('customer', `?customerId=${w.mspOrg1.id}`);
    const foreign = await stream('foreignMsp');
    const eventId = await report(w.mspOrg1.id);
    await customer.next(about(eventId));
    await eventAction(t, w, 'provider', { customerId: w.mspOrg1.id, eventId }, 'report-false-positive', [
      { eventId, url: 'https://x.test/', falsePositiveType: 6 },
    ]);
    const status = await customer.next((m) => m.event === LIVE_EVENTS.status && m.data.includes(eventId));
    expect(JSON.parse(status.data).events[0]).toMatchObject({
      eventId,
      isFalsePositive: true,
      cleared: false,
    });
    await settle();
    expect(heard(foreign, eventId)).toBe(false);
  });
});

describe('opening a stream', () => {
  it('refuses a scope outside the session with 403, bad input with 400, no session with 401', async () => {
    const refusals: [WorldUser | null, string, number][] = [
      ['customer', `?customerId=${w.foreignOrg.id}`, 403],
      ['basic', `?customerId=${w.mspOrg1.id}`, 403],
      ['msp', `?tenantId=${w.foreign.tenant.id}`, 403],
      ['foreignMsp', `?customerId=${w.mspOrg1.id}`, 403],
      ['customer', `?tenantId=${w.msp.tenant.id}`, 403],
      ['provider', '?customerId=abc', 400],
      ['provider', `?customerId=${w.mspOrg1.id}&tenantId=${w.msp.tenant.id}`, 400],
      ['provider', `?groupId=${w.mspOrg1.groupId}`, 400],
      [null, '', 401],
    ];
    for (const [who, query, status] of refusals)
      expect((await stream(who, query)).status, `${who} ${query}`).toBe(status);
    // A client that will not take a stream is told so, not failed.
    expect((await stream('provider', '', { accept: 'application/json' })).status).toBe(406);
    for (const who of ALL_USERS) expect((await stream(who)).status, who).toBe(200);
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('replays what the stream missed, and tells a stream it cannot continue to refetch', async () => {
    const first = await stream('customer', `?customerId=${w.mspOrg1.id}`);
    const before = await report(w.mspOrg1.id);
    const last = await first.next(about(before));
    first.close();
    const missed = [await report(w.mspOrg1.id), await report(w.mspOrg1.id)];
    const watcher = await stream('provider');
    for (const eventId of missed) await watcher.next(about(eventId));

    const again = await openStream(`${base}/v1/live/events?customerId=${w.mspOrg1.id}`, {
      ...(await asUser(t, w, 'customer')),
      'last-event-id': last.id as string,
    });
    open.push(again);
    for (const eventId of missed)
      expect((await again.next(about(eventId))).event).toBe(LIVE_EVENTS.incidents);
    expect(heard(again, before)).toBe(false);
    expect(again.messages.some((m) => m.event === LIVE_EVENTS.resync)).toBe(false);

    const lost = await openStream(`${base}/v1/live/events`, {
      ...(await asUser(t, w, 'provider')),
      'last-event-id': 'not-kept-1',
    });
    open.push(lost);
    await lost.next((m) => m.event === LIVE_EVENTS.resync);
  });
});
