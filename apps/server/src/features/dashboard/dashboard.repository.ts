import { CHART_EVENT_TYPES, TOP_RECORDS } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface Buckets {
  organizations: AuthorizedOrganizations;
  start: Date;
  end: Date;
  count: number;
}

const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** The bucket a timestamp column falls in: equal slices of [start, end], the end folded into the last. */
const bucketOf = (column: SQL, b: Buckets) => {
  const width = Math.max((b.end.getTime() - b.start.getTime()) / b.count / 1000, 0.001);
  return sql`least(floor(extract(epoch from (${column} - ${b.start.toISOString()}::timestamptz)) / ${width}::float8)::int, ${b.count - 1})`;
};

/** The events the threat charts count: incidents and Google Form passwords, not false positive, not cleared. */
const chartEvents = (b: Buckets) => sql`
  e.customer_id = any(${idArray(b.organizations.ids)})
  and e.detection_time >= ${b.start.toISOString()} and e.detection_time <= ${b.end.toISOString()}
  and e.type in (${sql.join(
    CHART_EVENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )})
  and not e.is_false_positive and not e.cleared`;

type Count = number | string;

/** The chart view's aggregates (spec doc 1 §3 "Chart data"). */
export function dashboardRepository(db: Db) {
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
        select lower(e.email) as email, count(*) as count from events e
        where ${chartEvents(b)} and coalesce(e.email, '') <> ''
        group by lower(e.email) order by count(*) desc, lower(e.email) limit ${TOP_RECORDS}`);
      return rowsOf<{ email: string; count: Count }>(result);
    },

    async loginScanBuckets(b: Buckets) {
      const result = await db.execute(sql`
        select ${bucketOf(sql`s.period_start`, b)} as bucket, sum(s.count) as records
        from login_page_scans s
        where s.customer_id = any(${idArray(b.organizations.ids)})
          and s.period_start >= ${b.start.toISOString()} and s.period_start <= ${b.end.toISOString()}
        group by 1`);
      return rowsOf<{ bucket: number; records: Count }>(result);
    },
  };
}
