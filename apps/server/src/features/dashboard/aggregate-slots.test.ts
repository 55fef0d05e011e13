import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { events } from '../../db/schema/index.ts';
import { hoursAgo, insertExtensionUser } from '../../test/events.ts';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

// The counters ingestion adds to are split into slots, one per writing connection (migration 0015,
// decision 0058): what a card shows is the sum of the slots, whichever connection wrote or removed.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock() });
  w = await seedWorld(t);
});
afterAll(() => t.close());

const card = async (customerId: number, call: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/dashboard/customers/${customerId}/${call}`,
    headers: await asUser(t, w, 'provider'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.deps.database.db.execute(statement));
const URL = 'https://slots.example/login';

describe('counter slots', () => {
  it('adds up counts kept in several slots, and a delete subtracts in its own', async () => {
    const o = w.mspOrg3.id;
    const users = [await insertExtensionUser(t, o), await insertExtensionUser(t, o)];
    const today = hoursAgo(t, 1);
    await t.deps.database.db.transaction(async (tx) => {
      // One connection throughout: its slot is dashboard_slot() from start to end.
      const [first] = await insertEvents(tx, [users[0]?.id, users[1]?.id]);
      // As if another connection had counted these two: their counts move to another slot.
      for (const table of ['dashboard_event_days', 'dashboard_url_days'])
        await tx.execute(
          sql`update ${sql.identifier(table)} set slot = dashboard_slot() + 100 where customer_id = ${o}`,
        );
      await insertEvents(tx, [null]);
      await tx.execute(sql`delete from events where id = ${first?.id}`);
    });

    const slots = await query<{ count: number }>(
      sql`select count from dashboard_event_days
        where customer_id = ${o} and day = ${today.toISOString().slice(0, 10)}::date and type = 0 order by count`,
    );
    expect(slots.map((s) => s.count)).toEqual([0, 2]);
    expect((await card(o, 'daily/all-events')).total).toBe(2);
    const urls = await card(o, 'url-users');
    expect(urls.records).toEqual([{ legend: URL, values: { count: 1 } }]);

    async function insertEvents(tx: Tx, extensionUserIds: (number | null | undefined)[]) {
      return tx
        .insert(events)
        .values(
          extensionUserIds.map((extensionUserId) => ({
            customerId: o,
            eventId: randomUUID(),
            type: 0,
            url: URL,
            detectionTime: today,
            extensionUserId: extensionUserId ?? null,
          })),
        )
        .returning({ id: events.id });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "an organization's events on other connections do not wait for an open transaction's counter",
    async () => {
      const o = w.mspOrg2.id;
      const { db } = t.deps.database;
      const insert = (tx: Tx) =>
        tx.execute(sql`insert into events (customer_id, event_id, type, url, detection_time)
          values (${o}, gen_random_uuid(), 0, ${URL}, ${hoursAgo(t, 1).toISOString()}::timestamptz)`);
      const slotOf = async (tx: Tx) =>
        rowsOf<{ slot: number }>(await tx.execute(sql`select dashboard_slot() as slot`))[0]?.slot;

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let heldSlot: number | undefined;
      let opened: () => void = () => {};
      const open = new Promise<void>((resolve) => {
        opened = resolve;
      });
      // One transaction adds to its slot's counter and stays open: before slots, every other
      // connection's event of the organization waited for its commit.
      const holder = db.transaction(async (tx) => {
        heldSlot = await slotOf(tx);
        await insert(tx);
        opened();
        await held;
      });
      await open;
      // Eight other connections at once (the pool holds ten).
      const before = (await card(o, 'daily/all-events')).total;
      const others = await Promise.all(
        Array.from({ length: 8 }, () =>
          db
            .transaction(async (tx) => {
              await tx.execute(sql`set local lock_timeout = '2s'`);
              const slot = await slotOf(tx);
              await insert(tx);
              return { slot, stored: true };
            })
            .catch(() => ({ slot: undefined, stored: false })),
        ),
      );
      release();
      await holder;
      // The pool gives each open connection a slot of its own: none of them waited.
      expect(others.map((r) => r.stored)).toEqual(Array(8).fill(true));
      expect(new Set([heldSlot, ...others.map((r) => r.slot)]).size).toBe(9);
      expect((await card(o, 'daily/all-events')).total).toBe(
        before + 1 + others.filter((r) => r.stored).length,
      );
    },
  );
});
