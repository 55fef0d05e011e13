import { CHART_EVENT_TYPES, TOP_RECORDS } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { idArray, list } from '../../db/sql-lists.ts';
import { bucketCuts, type ChartPlan, chartPlan, type Range, type Span } from './chart-periods.ts';
import {
  type Buckets,
  bucketOf,
  bucketWidth,
  type Count,
  chartEvents,
  eventEmail,
  hasEmail,
} from './chart-sql.ts';

export type { Buckets } from './chart-sql.ts';

// The spans each chart's aggregate keeps (migration 0013; the day of Threats detected is
// dashboard_event_days'), coarsest first.
const BUCKET_SPANS: readonly Span[] = ['month', 'week', 'day', 'hour'];
const TOP_SPANS: readonly Span[] = ['month', 'week', 'day'];

const timestamps = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${new Date(v).toISOString()}`),
    sql`, `,
  )}]::timestamptz[]`;

/**
 * Rows of `read` for each run of a plan, read through the run's index range (LATERAL): `read` sees the
 * run as r.f and r.t. OFFSET 0 keeps the planner from flattening the subquery into one scan of every
 * row of the organizations filtered by the runs afterwards, which it prefers for the small aggregates.
 */
const perRun = (ranges: Range[], read: SQL) =>
  sql`unnest(${timestamps(ranges.map((r) => r.from))}, ${timestamps(ranges.map((r) => r.to))}) as r(f, t)
    cross join lateral (${read} offset 0) a`;

/** The chart events of the plan's leftover ranges, with the columns asked. */
const leftoverEvents = (b: Buckets, plan: ChartPlan, columns: SQL, where: SQL = sql`true`) =>
  perRun(
    plan.events,
    sql`select ${columns} from events e
      where ${chartEvents(b)} and ${where} and e.detection_time >= r.f and e.detection_time < r.t`,
  );

/** The chart view's aggregates (spec doc 1 §3 "Chart data"), from the aggregates of decision 0056. */
export function dashboardRepository(db: Db) {
  /** A top list: whole periods from dashboard_threat_counts, the rest from the events. */
  async function topCounts(b: Buckets, dimension: 'url' | 'email', value: SQL, where?: SQL) {
    const plan = chartPlan(TOP_SPANS, b.start.getTime(), b.end.getTime());
    const ids = idArray(b.organizations.ids);
    const parts = plan.periods.map(
      ({ span, ranges }) =>
        sql`select a.value, a.count from ${perRun(
          ranges,
          sql`select c.value, c.count from dashboard_threat_counts c
          where c.customer_id = any(${ids}) and c.dimension = ${dimension} and c.span = ${span}
            and c.period_start >= r.f and c.period_start < r.t`,
        )}`,
    );
    parts.push(sql`select a.value, 1 from ${leftoverEvents(b, plan, sql`${value} as value`, where)}`);
    const result = await db.execute(sql`
      select value, sum(count) as count from (${sql.join(parts, sql` union all `)}) x (value, count)
      group by value having sum(count) > 0 order by sum(count) desc, value limit ${TOP_RECORDS}`);
    return rowsOf<{ value: string; count: Count }>(result);
  }

  return {
    async threatBuckets(b: Buckets) {
      const start = b.start.getTime();
      const end = b.end.getTime();
      const plan = chartPlan(BUCKET_SPANS, start, end, bucketCuts(start, end, b.count, bucketWidth(b)));
      const ids = idArray(b.organizations.ids);
      const parts = plan.periods.map(({ span, ranges }) =>
        span === 'day'
          ? sql`select ${bucketOf(sql`a.day::timestamp at time zone 'UTC'`, b)} as bucket,
                case when a.triaged then a.count else 0 end, case when a.triaged then 0 else a.count end
              from ${perRun(
                ranges,
                sql`select d.day, d.triaged, d.count from dashboard_event_days d
                  where d.customer_id = any(${ids}) and d.day >= dashboard_day(r.f) and d.day < dashboard_day(r.t)
                    and d.type in (${list(CHART_EVENT_TYPES)})`,
              )}`
          : sql`select ${bucketOf(sql`a.period_start`, b)} as bucket, a.verified, a.suspicious
              from ${perRun(
                ranges,
                sql`select p.period_start, p.verified, p.suspicious from dashboard_threat_periods p
                  where p.customer_id = any(${ids}) and p.span = ${span}
                    and p.period_start >= r.f and p.period_start < r.t`,
              )}`,
      );
      parts.push(sql`select ${bucketOf(sql`a.detection_time`, b)} as bucket,
          case when a.triaged_event then 1 else 0 end, case when a.triaged_event then 0 else 1 end
        from ${leftoverEvents(b, plan, sql`e.detection_time, e.triaged_event`)}`);
      const result = await db.execute(sql`
        select bucket, sum(verified) as verified, sum(suspicious) as suspicious
        from (${sql.join(parts, sql` union all `)}) x (bucket, verified, suspicious) group by bucket`);
      return rowsOf<{ bucket: number; verified: Count; suspicious: Count }>(result);
    },

    async topThreats(b: Buckets) {
      const rows = await topCounts(b, 'url', sql`e.url`);
      return rows.map((r) => ({ url: r.value, count: r.count }));
    },

    async topVulnerable(b: Buckets) {
      const rows = await topCounts(b, 'email', eventEmail, hasEmail);
      return rows.map((r) => ({ email: r.value, count: r.count }));
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
