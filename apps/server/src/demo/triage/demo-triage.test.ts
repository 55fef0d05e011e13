import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventActions, events, lookups, threatIntel } from '../../db/schema/index.ts';
import { insertEvents } from '../../test/events.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { runDemoTriage } from './demo-triage.ts';

const DAY = 86_400_000;
const clock = fixedClock();
const silent = { info: () => {} } as never;
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  const now = clock.now().getTime();
  const older = (i: number) => new Date(now - (8 + (i % 100)) * DAY);
  await insertEvents(
    t,
    world.mspOrg1.id,
    Array.from({ length: 160 }, (_, i) => ({
      type: i % 4 === 0 ? EVENT_TYPES.reportedPhish : EVENT_TYPES.incident,
      detectionTime: older(i),
    })),
  );
  await insertEvents(t, world.mspOrg1.id, [
    { type: EVENT_TYPES.incident, detectionTime: new Date(now - 2 * DAY) },
    { type: EVENT_TYPES.legit, detectionTime: older(1) },
  ]);
  await t.deps.database.db.insert(lookups).values([
    { lookupId: 'LKP_INDUSTRY', code: 'FIN', value: 'Finance' },
    { lookupId: 'LKP_COUNTRY', code: 'US', value: 'United States' },
    { lookupId: 'LKP_STATE', code: 'WA', value: 'Washington', strFlexField1: 'US' },
    { lookupId: 'LKP_CITY', code: 'Seattle', value: 'Seattle', strFlexField1: 'US', strFlexField2: 'WA' },
  ]);
  const u = world.users;
  await runDemoTriage(t.deps, { tenants: [world.msp], activeAdmins: [u.provider, u.customer] }, silent);
});
afterAll(() => t.close());

const allEvents = () => t.deps.database.db.select().from(events).orderBy(asc(events.id));

describe('the demo triage', () => {
  it('verifies, marks false positive and clears some older events, and leaves the last week alone', async () => {
    const rows = await allEvents();
    const recent = rows.filter((r) => r.detectionTime.getTime() > clock.now().getTime() - 7 * DAY);
    expect(recent.every((r) => !r.triagedEvent && !r.isFalsePositive && !r.cleared)).toBe(true);
    const legit = rows.filter((r) => r.type === EVENT_TYPES.legit);
    expect(legit.every((r) => !r.triagedEvent && !r.isFalsePositive && !r.cleared)).toBe(true);

    const incidents = rows.filter((r) => r.type === EVENT_TYPES.incident && !recent.includes(r));
    expect(incidents.filter((r) => r.triagedEvent && r.isVerified === 'Y').length).toBeGreaterThan(20);
    expect(incidents.filter((r) => r.isFalsePositive).length).toBeGreaterThan(5);
    expect(incidents.filter((r) => r.cleared).length).toBeGreaterThan(0);
    expect(
      incidents.filter((r) => !r.triagedEvent && !r.isFalsePositive && !r.cleared).length,
    ).toBeGreaterThan(20);
    const reported = rows.filter((r) => r.type === EVENT_TYPES.reportedPhish);
    expect(reported.some((r) => r.isVerified === 'Y')).toBe(true);
  });

  it('records each action with its admin, some time after the detection and before now', async () => {
    const rows = await allEvents();
    const recorded = await t.deps.database.db.select().from(eventActions);
    const touched = rows.filter((r) => r.triagedEvent || r.isFalsePositive || r.cleared);
    expect(recorded).toHaveLength(touched.length);
    const byRow = new Map(rows.map((r) => [r.id, r]));
    for (const action of recorded) {
      const event = byRow.get(action.eventRowId);
      expect(event).toBeDefined();
      expect(action.created.getTime()).toBeGreaterThan(event!.detectionTime.getTime());
      expect(action.created.getTime()).toBeLessThan(clock.now().getTime());
    }
    const actors = new Set(recorded.map((a) => a.actorEmail));
    expect(actors).toEqual(new Set(['provider@test.local', 'customer@test.local']));
    const customerActions = recorded.filter((a) => a.actorEmail === 'customer@test.local');
    expect(customerActions.every((a) => a.action === 'false_positive')).toBe(true);
  });

  it('submits most of the provider’s verifications to threat intel, with industry, place and evidence', async () => {
    const verified = (await allEvents()).filter((r) => r.isVerified === 'Y');
    const records = await t.deps.database.db.select().from(threatIntel);
    expect(records.length).toBeGreaterThan(verified.length / 2);
    expect(records.length).toBeLessThan(verified.length);
    const ids = new Set(verified.map((r) => r.id));
    expect(records.every((r) => r.eventRowId !== null && ids.has(r.eventRowId))).toBe(true);
    expect(records.some((r) => r.industry === 'FIN' && r.country === 'US' && r.city === 'Seattle')).toBe(
      true,
    );
    expect(records.some((r) => r.screenshotBlob !== null && r.htmlBlob !== null)).toBe(true);
    expect(records.every((r) => r.submittedOn.getTime() > r.threatDetectedOn.getTime())).toBe(true);
  });
});
