import { type SQL, sql } from 'drizzle-orm';
import { licenseBreakdowns, licensePeriods } from '../../db/schema/index.ts';

// The License Management aggregates (decision 0041), kept by the statements that register a user
// and record a heartbeat: the charts then read a few rows per organization, never the users.

/** The UTC day, month and year a sighting at `at` falls in, with each one's start. */
const sightings = (at: string) => sql`select s.span,
    (date_trunc(s.unit, ${at}::timestamptz, 'UTC') at time zone 'UTC')::date as period,
    date_trunc(s.unit, ${at}::timestamptz, 'UTC') as starts
  from (values ('D', 'day'), ('M', 'month'), ('Y', 'year')) as s(span, unit)`;

/**
 * CTEs counting one sighting of a user: active once per period (its first sighting there), and new in
 * each period when `isNew`. `lastSeen` is the user's last sighting before this one (null for none),
 * read under a row lock so two heartbeats of one user count once.
 */
export function periodTally(customerId: number, at: string, from: { lastSeen: SQL; isNew: SQL; user: SQL }) {
  return sql`period_tally as (
      insert into ${licensePeriods} (customer_id, span, period, new_users, active_users)
      select ${customerId}, s.span, s.period, case when ${from.isNew} then 1 else 0 end, 1
      from (${sightings(at)}) s, ${from.user}
      where ${from.isNew} or ${from.lastSeen} is null or ${from.lastSeen} < s.starts
      on conflict (customer_id, span, period) do update
        set new_users = ${licensePeriods.newUsers} + excluded.new_users,
          active_users = ${licensePeriods.activeUsers} + excluded.active_users
    )`;
}

/**
 * A CTE moving the user from its previous OS and browser (`latest_browser`) to the new ones
 * (`new_browser`, when a row was inserted). Deltas are summed per legend first: a move from Chrome on
 * Windows to Edge on Windows leaves Windows as it was, and no row is touched twice.
 */
export function breakdownTally(customerId: number) {
  return sql`breakdown_change as (
      select kind, legend, sum(delta)::int as delta from (
        select 'os' as kind, os as legend, 1 as delta from new_browser
        union all select 'browser', browser, 1 from new_browser
        union all select 'os', os, -1 from latest_browser where exists (select 1 from new_browser)
        union all select 'browser', browser, -1 from latest_browser where exists (select 1 from new_browser)
      ) d group by kind, legend having sum(delta) <> 0
    ), breakdown_tally as (
      insert into ${licenseBreakdowns} (customer_id, kind, legend, users)
      select ${customerId}, kind, legend, delta from breakdown_change
      on conflict (customer_id, kind, legend) do update set users = ${licenseBreakdowns.users} + excluded.users
    )`;
}
