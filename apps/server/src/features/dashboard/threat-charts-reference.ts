// The threat charts as they were before their aggregates (decision 0056): each statement reads every
// event of the window. Kept as the reference the equivalence test (threat-charts-equivalence.test.ts)
// and the charts benchmark compare the aggregate reads with; no console call runs them.
import { TOP_RECORDS } from '@baitwatch/contracts/events/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Buckets, bucketOf, type Count, chartEvents, eventEmail, hasEmail } from './chart-sql.ts';

export function threatChartsReference(db: Db) {
  return {
    async threatBuckets(b: Buckets) {
      const result = await db.execute(sql`
        select ${bucketOf(sql`e.detection_time`, b)} as bucket,
          count(*) filter (where e.triaged_event) as verified,
          count(*) filter (where not e.triaged_event) as suspicious
        from events e where ${chartEvents(b)} group by 1`);
      return rowsOf<{ bucket: number; verified: Count; suspicious: Count }>(result);
    },

    async topThreats(b: Buckets) {
      const result = await db.execute(sql`
        select e.url, count(*) as count from events e where ${chartEvents(b)}
        group by e.url order by count(*) desc, e.url limit ${TOP_RECORDS}`);
      return rowsOf<{ url: string; count: Count }>(result);
    },

    async topVulnerable(b: Buckets) {
      const result = await db.execute(sql`
        select ${eventEmail} as email, count(*) as count from events e
        where ${chartEvents(b)} and ${hasEmail}
        group by ${eventEmail} order by count(*) desc, ${eventEmail} limit ${TOP_RECORDS}`);
      return rowsOf<{ email: string; count: Count }>(result);
    },
  };
}
