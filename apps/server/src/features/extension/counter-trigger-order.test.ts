import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { bearer, CLIENT, registerManaged } from '../../test/extension-kit.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

// A registration and a heartbeat both change extension_users and browser_details, and the counters'
// statement triggers on those tables (dashboard_user_days, dashboard_fleet_counts) take their rows in
// the order the tables' triggers fire. Both calls must fire them in one order, users first, or one of
// each for the same organization at the same moment can deadlock (a CI run saw it in the demo fleet).

const clock = fixedClock();
let t: TestApp;
let world: World;

/**
 * The tables whose statement triggers fired during `call`, in firing order, each run of one table's
 * triggers once (an upsert fires both its insert and its update triggers).
 */
async function triggerOrder(call: () => Promise<unknown>): Promise<string[]> {
  const db = t.deps.database.db;
  await db.execute(sql`truncate fired_statements`);
  await call();
  const rows = rowsOf<{ tbl: string }>(await db.execute(sql`select tbl from fired_statements order by n`));
  return rows.map((row) => row.tbl).filter((table, i, all) => table !== all[i - 1]);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  const db = t.deps.database.db;
  await db.execute(sql`create table fired_statements (n serial primary key, tbl text not null)`);
  await db.execute(sql`create function note_statement() returns trigger language plpgsql as $$
    begin insert into fired_statements (tbl) values (tg_table_name); return null; end $$`);
  for (const table of ['extension_users', 'browser_details'])
    await db.execute(
      sql.raw(`create trigger note_statement after insert or update on ${table}
        for each statement execute function note_statement()`),
    );
});
afterAll(() => t.close());

describe('the counters of a registration and a heartbeat', () => {
  it('are kept in one order: the users before the browsers', async () => {
    let token = '';
    const registered = await triggerOrder(async () => {
      token = (await registerManaged(t, world.mspOrg1.licenseKey)).token;
    });
    expect(registered).toEqual(['extension_users', 'browser_details']);

    // Another browser: the heartbeat inserts a browser row, as the registration did.
    const heartbeat = await triggerOrder(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/extension/v1/heartbeat',
        headers: bearer(token),
        payload: { ...CLIENT, os: 'Linux', browser: 'Firefox' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(heartbeat).toEqual(['extension_users', 'browser_details']);
  });
});
