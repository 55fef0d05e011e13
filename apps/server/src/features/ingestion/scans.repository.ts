import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginPageScans } from '../../db/schema/index.ts';

export function scansRepository(db: Db) {
  return {
    /** One row per install and hour; the higher count wins, so retries and late retries are harmless. */
    async upsert(
      customerId: number,
      installId: string,
      periods: { periodStart: Date; count: number }[],
      at: Date,
    ) {
      await db
        .insert(loginPageScans)
        .values(
          periods.map((p) => ({
            customerId,
            installId,
            periodStart: p.periodStart,
            count: p.count,
            created: at,
          })),
        )
        .onConflictDoUpdate({
          target: [loginPageScans.customerId, loginPageScans.installId, loginPageScans.periodStart],
          set: { count: sql`greatest(${loginPageScans.count}, excluded.count)` },
        });
    },
  };
}
