import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/fresh-database.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

// Each open connection holds a counter slot of its own (decision 0058), across every server process
// on the database: two processes' pools must not hand out the same slot, or their connections wait on
// each other's counter rows.

describe.skipIf(!process.env.DATABASE_URL)('counter slots', () => {
  it('gives every open connection of two processes a slot of its own, and frees it when it closes', async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL as string, 'bw_slots');
    const first = await openDatabase({ url: fresh.url });
    const second = await openDatabase({ url: fresh.url });
    let firstOpen = true;
    try {
      // Five transactions open at once on each pool hold five connections each.
      const slotsOf = (database: typeof first, release: Promise<void>) =>
        Array.from({ length: 5 }, () => {
          let slot: number | undefined;
          const done = database.db.transaction(async (tx) => {
            slot = rowsOf<{ slot: number }>(await tx.execute(sql`select dashboard_slot() as slot`))[0]?.slot;
            await release;
          });
          return { slot: () => slot, done };
        });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const open = [...slotsOf(first, held), ...slotsOf(second, held)];
      await expect.poll(() => open.every((o) => o.slot() !== undefined)).toBe(true);
      const slots = open.map((o) => o.slot());
      release();
      await Promise.all(open.map((o) => o.done));
      expect(new Set(slots).size).toBe(10);
      expect(Math.max(...(slots as number[]))).toBe(9);

      // The first process closes: its slots are free again for the next connection that opens.
      await first.close();
      firstOpen = false;
      const third = await openDatabase({ url: fresh.url });
      try {
        const reused = rowsOf<{ slot: number }>(
          await third.db.execute(sql`select dashboard_slot() as slot`),
        )[0]?.slot;
        expect(slots.slice(0, 5)).toContain(reused);
      } finally {
        await third.close();
      }
    } finally {
      if (firstOpen) await first.close();
      await second.close();
      await fresh.drop();
    }
  });
});
