import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventActions, events } from '../../../db/schema/index.ts';
import { insertEvent, type TestEventFields } from '../../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
});
afterAll(() => t.close());

const send = async (who: WorldUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: await asUser(t, w, who),
    ...(payload === undefined ? {} : { payload }),
  });

const fresh = (fields: TestEventFields = {}, customerId = w.mspOrg1.id) => insertEvent(t, customerId, fields);

async function stored(id: number) {
  const [row] = await t.deps.database.db.select().from(events).where(eq(events.id, id));
  return row!;
}
async function actionsOf(customerId: number, id: number) {
  return t.deps.database.db
    .select()
    .from(eventActions)
    .where(and(eq(eventActions.customerId, customerId), eq(eventActions.eventRowId, id)));
}

const path = (e: { customerId: number; eventId: string }, action: string) =>
  `/portal/customers/${e.customerId}/events/${e.eventId}/${action}`;
const verifyBody = (e: { eventId: string; url: string }) => [
  {
    eventId: e.eventId,
    url: e.url,
    detectionTime: '2026-11-20T11:00:00Z',
    user: 'someone',
    userAction: 'Pending',
    brands: [],
  },
];

describe('who may take each action (every role, on an organization of the MSP)', () => {
  const expected: Record<string, WorldUser[]> = {
    verify: ['provider'],
    falsePositive: ['provider', 'msp', 'customer'],
    clear: ['provider', 'msp'],
    removeThreat: ['provider'],
    unverify: ['provider'],
  };
  const attempts: Record<string, (who: WorldUser) => Promise<number>> = {
    verify: async (who) => {
      const e = await fresh();
      return (await send(who, 'POST', path(e, 'verify-events'), verifyBody(e))).statusCode;
    },
    falsePositive: async (who) => {
      const e = await fresh();
      const body = [{ eventId: e.eventId, url: e.url, falsePositiveType: 6 }];
      return (await send(who, 'POST', path(e, 'report-false-positive'), body)).statusCode;
    },
    clear: async (who) => {
      const e = await fresh({ type: 3 });
      return (await send(who, 'POST', path(e, 'clear-incident'), { eventId: e.eventId })).statusCode;
    },
    removeThreat: async (who) => {
      const e = await fresh({ triagedEvent: true, isVerified: 'Y' });
      return (await send(who, 'PUT', path(e, 'remove-threat'), { eventId: e.eventId })).statusCode;
    },
    unverify: async (who) => {
      const e = await fresh({ triagedEvent: true, isVerified: 'Y' });
      return (await send(who, 'PUT', `/threat-intel/unverify/${e.eventId}/${e.customerId}`)).statusCode;
    },
  };
  for (const [action, allowed] of Object.entries(expected)) {
    it(`${action}: ${allowed.join(', ')}; 403 for the others`, async () => {
      for (const who of ALL_USERS)
        expect(await attempts[action]!(who), who).toBe(allowed.includes(who) ? 200 : 403);
    });
  }
});

describe('verify-events', () => {
  it('lets BaitwatchAdmin verify, records who did it, and answers Marked As Verified', async () => {
    const e = await fresh();
    const res = await send('provider', 'POST', path(e, 'verify-events'), verifyBody(e));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Marked As Verified');
    expect(await stored(e.id)).toMatchObject({ triagedEvent: true, isVerified: 'Y' });
    const [action] = await actionsOf(e.customerId, e.id);
    expect(action).toMatchObject({
      action: 'verify',
      actorEmail: 'provider@test.local',
      actorUserId: w.users.provider.id,
    });
    expect(action!.detail).toMatchObject({
      before: { triagedEvent: false },
      after: { triagedEvent: true, isVerified: 'Y' },
    });
  });

  it('refuses other roles with 403 and changes nothing', async () => {
    const e = await fresh();
    for (const who of ['msp', 'customer', 'basic', 'intel', 'foreignMsp', 'foreignCustomer'] as const) {
      expect((await send(who, 'POST', path(e, 'verify-events'), verifyBody(e))).statusCode, who).toBe(403);
    }
    expect(await stored(e.id)).toMatchObject({ triagedEvent: false, isVerified: 'N' });
    expect(await actionsOf(e.customerId, e.id)).toHaveLength(0);
  });

  it('verifies every listed event, which must include the event of the address', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const both = [...verifyBody(a), ...verifyBody(b)];
    expect((await send('provider', 'POST', path(a, 'verify-events'), both)).json().events).toHaveLength(2);
    expect((await stored(b.id)).triagedEvent).toBe(true);
    expect((await send('provider', 'POST', path(c, 'verify-events'), verifyBody(a))).statusCode).toBe(400);
    const unknown = [{ eventId: '00000000-0000-4000-8000-000000000000', url: 'x' }];
    expect(
      (await send('provider', 'POST', path(c, 'verify-events'), [...verifyBody(c), ...unknown])).statusCode,
    ).toBe(404);
    expect((await send('provider', 'POST', path(c, 'verify-events'), [])).statusCode).toBe(400);
  });

  it('cannot reach an event of another organization through this one', async () => {
    const foreignEvent = await fresh({}, w.foreignOrg.id);
    const url = `/portal/customers/${w.mspOrg1.id}/events/${foreignEvent.eventId}/verify-events`;
    expect((await send('provider', 'POST', url, verifyBody(foreignEvent))).statusCode).toBe(404);
    expect((await stored(foreignEvent.id)).triagedEvent).toBe(false);
  });
});

describe('report-false-positive', () => {
  const body = (e: { eventId: string; url: string }, falsePositiveType: unknown = 6) => [
    { eventId: e.eventId, url: e.url, falsePositiveType },
  ];

  it('lets a CustomerAdmin mark an AI Suspicious event, which then leaves the feed', async () => {
    const e = await fresh();
    const res = await send('customer', 'POST', path(e, 'report-false-positive'), body(e));
    expect(res.json()).toMatchObject({ message: 'Marked As False Positive' });
    expect((await stored(e.id)).isFalsePositive).toBe(true);
    expect((await actionsOf(e.customerId, e.id))[0]).toMatchObject({
      action: 'false_positive',
      actorEmail: 'customer@test.local',
    });
    const feed = await t.app.inject({
      method: 'GET',
      url: `/v1/portal/customers/${e.customerId}/all-events?pageSize=101`,
      headers: await asUser(t, w, 'customer'),
    });
    expect(feed.json().records.map((r: { eventId: string }) => r.eventId)).not.toContain(e.eventId);
  });

  it('answers 400 for a falsePositiveType other than 6', async () => {
    const e = await fresh();
    const res = await send('provider', 'POST', path(e, 'report-false-positive'), body(e, 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].desc).toBe('falsePositiveType must be 6');
  });

  it('follows the Update Status rule for other roles: not on reported or verified events', async () => {
    const reported = await fresh({ type: 3 });
    expect(
      (await send('customer', 'POST', path(reported, 'report-false-positive'), body(reported))).statusCode,
    ).toBe(403);
    expect(
      (await send('msp', 'POST', path(reported, 'report-false-positive'), body(reported))).statusCode,
    ).toBe(403);
    expect(
      (await send('provider', 'POST', path(reported, 'report-false-positive'), body(reported))).statusCode,
    ).toBe(200);
    const incident = await fresh();
    expect(
      (await send('msp', 'POST', path(incident, 'report-false-positive'), body(incident))).statusCode,
    ).toBe(200);
    expect(
      (await send('foreignCustomer', 'POST', path(incident, 'report-false-positive'), body(incident)))
        .statusCode,
    ).toBe(403);
  });
});

describe('clear-incident', () => {
  it('lets a TenantAdmin clear a reported phish (Incident Deleted), not an AI Suspicious one', async () => {
    const reported = await fresh({ type: 3 });
    const res = await send('msp', 'POST', path(reported, 'clear-incident'), { eventId: reported.eventId });
    expect(res.json().message).toBe('Incident Deleted');
    expect((await stored(reported.id)).cleared).toBe(true);
    expect((await actionsOf(reported.customerId, reported.id))[0]!.action).toBe('clear');
    const incident = await fresh();
    expect(
      (await send('msp', 'POST', path(incident, 'clear-incident'), { eventId: incident.eventId })).statusCode,
    ).toBe(403);
  });

  it('refuses a CustomerAdmin, lets BaitwatchAdmin clear any incident', async () => {
    const googleForm = await fresh({ type: 4 });
    expect(
      (await send('customer', 'POST', path(googleForm, 'clear-incident'), { eventId: googleForm.eventId }))
        .statusCode,
    ).toBe(403);
    const incident = await fresh();
    expect(
      (await send('provider', 'POST', path(incident, 'clear-incident'), { eventId: incident.eventId }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400 for a body that names another event or none', async () => {
    const [a, b] = [await fresh({ type: 3 }), await fresh({ type: 3 })];
    expect((await send('msp', 'POST', path(a, 'clear-incident'), { eventId: b.eventId })).statusCode).toBe(
      400,
    );
    expect((await send('msp', 'POST', path(a, 'clear-incident'), {})).statusCode).toBe(400);
    expect((await send('msp', 'POST', path(a, 'clear-incident'))).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/v1${path(a, 'clear-incident')}`,
      headers: { ...(await asUser(t, w, 'msp')), 'content-type': 'application/json' },
      payload: '{"eventId":',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('remove-threat and unverify', () => {
  it('lets BaitwatchAdmin clear the triaged flag of a verified event (Marked As Unverified)', async () => {
    const e = await fresh({ triagedEvent: true, isVerified: 'Y' });
    const res = await send('provider', 'PUT', path(e, 'remove-threat'), { eventId: e.eventId });
    expect(res.json().message).toBe('Marked As Unverified');
    expect(await stored(e.id)).toMatchObject({ triagedEvent: false, isVerified: 'Y' });
    expect((await actionsOf(e.customerId, e.id))[0]!.action).toBe('remove_threat');
    for (const who of ['msp', 'customer', 'foreignCustomer'] as const)
      expect((await send(who, 'PUT', path(e, 'remove-threat'), { eventId: e.eventId })).statusCode, who).toBe(
        403,
      );
  });

  it('unverifies from Threat Intel: isVerified N, not triaged, "Event removed from Threat Intel"', async () => {
    const e = await fresh({ triagedEvent: true, isVerified: 'Y' });
    for (const who of ['msp', 'customer', 'basic', 'intel', 'foreignMsp', 'foreignCustomer'] as const)
      expect(
        (await send(who, 'PUT', `/threat-intel/unverify/${e.eventId}/${e.customerId}`)).statusCode,
        who,
      ).toBe(403);
    const res = await send('provider', 'PUT', `/threat-intel/unverify/${e.id}/${e.customerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Event removed from Threat Intel');
    expect(await stored(e.id)).toMatchObject({ triagedEvent: false, isVerified: 'N' });
    expect((await actionsOf(e.customerId, e.id))[0]!.action).toBe('unverify');
    expect((await send('provider', 'PUT', `/threat-intel/unverify/nope/${e.customerId}`)).statusCode).toBe(
      400,
    );
  });

  it('lists the history on the details page: who, when, what', async () => {
    const e = await fresh();
    await send('provider', 'POST', path(e, 'verify-events'), verifyBody(e));
    await send('provider', 'PUT', path(e, 'remove-threat'), { eventId: e.eventId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/portal/customers/${e.customerId}/events/${e.eventId}`,
      headers: await asUser(t, w, 'customer'),
    });
    expect(res.json().actions).toEqual([
      { action: 'verify', actorEmail: 'provider@test.local', created: '2026-11-20T12:00:00.000Z' },
      { action: 'remove_threat', actorEmail: 'provider@test.local', created: '2026-11-20T12:00:00.000Z' },
    ]);
  });
});
