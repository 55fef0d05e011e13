import { type SQL, sql } from 'drizzle-orm';
import { licensePeriods } from '../../db/schema/index.ts';

// The License Management growth aggregate (decision 0041), kept by the statements that register a user
// and record a heartbeat: the charts then read a few rows per organization, never the users. The users
// by OS and browser are the dashboard's fleet counts, kept by a trigger on browser_details (0044).

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
