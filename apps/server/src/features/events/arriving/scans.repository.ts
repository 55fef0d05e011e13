import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loginPageScans } from '../../../db/schema/index.ts';

export function scansRepository(db: Db) {
  return {
    /**
     * One row per install and hour; the higher count wins, so retries and late retries are harmless.
     * The periods travel as two arrays: one statement, however many hours.
     */
    async upsert(
      customerId: number,
      installId: string,
      periods: { periodStart: Date; count: number }[],
      at: Date,
    ) {
      const starts = `{${periods.map((p) => `"${p.periodStart.toISOString()}"`).join(',')}}`;
      const counts = `{${periods.map((p) => p.count).join(',')}}`;
      await db.execute(sql`
        insert into ${loginPageScans} (customer_id, install_id, period_start, count, created)
        select ${customerId}, ${installId}, period_start, count, ${at.toISOString()}
        from unnest(${starts}::timestamptz[], ${counts}::int[]) as p(period_start, count)
        on conflict (customer_id, install_id, period_start)
        do update set count = greatest(${loginPageScans}.count, excluded.count)`);
    },
  };
}
