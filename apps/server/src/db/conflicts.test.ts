import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/fresh-database.ts';
import { openDatabase } from './client.ts';
import { isTransientConflict, retryingConflicts } from './conflicts.ts';
import { rowsOf } from './rows.ts';

/** A driver error with this SQLSTATE, wrapped as the query builder wraps it. */
const wrapped = (code: string) =>
  new Error('Failed query: update ...', { cause: Object.assign(new Error('from the server'), { code }) });

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers its result', async () => {
    for (const code of ['40P01', '40001']) {
      let attempts = 0;
      const result = await retryingConflicts(async () => {
        attempts += 1;
        if (attempts < 3) throw wrapped(code);
        return 'stored';
      });
      expect([code, result, attempts]).toEqual([code, 'stored', 3]);
    }
  });

  it('throws any other failure at once, and a conflict that lasts after its last try', async () => {
    let attempts = 0;
    const unique = wrapped('23505');
    await expect(
      retryingConflicts(async () => {
        attempts += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(attempts).toBe(1);

    attempts = 0;
    await expect(
      retryingConflicts(async () => {
        attempts += 1;
        throw wrapped('40P01');
      }, 2),
    ).rejects.toSatisfy(isTransientConflict);
    expect(attempts).toBe(3);
  });
});

// Two transactions that take the same two rows in opposite orders: PostgreSQL finds the deadlock
// (after its deadlock_timeout, 1 s by default) and rolls one back; the database's transactions run it
// again, so both commit and neither caller sees the conflict.
describe.skipIf(!process.env.DATABASE_URL)('a transaction of the database', () => {
  it('is run again when PostgreSQL ends it to break a deadlock', async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL as string, 'bw_conflicts');
    const database = await openDatabase({ url: fresh.url });
    try {
      const db = database.db;
      await db.execute(sql`create table crossed (id int primary key, n int not null)`);
      await db.execute(sql`insert into crossed values (1, 0), (2, 0)`);

      let holding = 0;
      let bothHold: () => void = () => {};
      const bothHolding = new Promise<void>((resolve) => {
        bothHold = resolve;
      });
      const attempts = [0, 0];
      const crossing = (which: 0 | 1, first: number, second: number) =>
        db.transaction(async (tx) => {
          attempts[which] = (attempts[which] ?? 0) + 1;
          await tx.execute(sql`update crossed set n = n + 1 where id = ${first}`);
          if (attempts[which] === 1) {
            holding += 1;
            if (holding === 2) bothHold();
            await bothHolding;
          }
          await tx.execute(sql`update crossed set n = n + 1 where id = ${second}`);
        });
      await Promise.all([crossing(0, 1, 2), crossing(1, 2, 1)]);

      // One of them ran twice; each committed once.
      expect(attempts.sort()).toEqual([1, 2]);
      const rows = rowsOf<{ n: number }>(await db.execute(sql`select n from crossed order by id`));
      expect(rows.map((row) => row.n)).toEqual([2, 2]);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
