import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { idArray } from '../../db/sql-lists.ts';

/**
 * The organizations of a card call, and the first UTC day of its window (YYYY-MM-DD). A card's
 * window ends today; a report's (decision 0074) ends the day before `to`.
 */
export interface CardScope {
  organizations: AuthorizedOrganizations;
  from: string;
  to?: string | undefined;
}

/** The window's end on a day column: none for a card (up to today), before `to` for a report. */
const until = (s: CardScope, column: SQL = sql`day`): SQL =>
  s.to ? sql` and ${column} < ${s.to}::date` : sql``;

export type FleetDimension = 'browser' | 'os' | 'device';
type Count = number | string;

// The cards' SQL, exported so the bench (tools/src/bench/suites/dashboard-cards.ts) can time it
// alone beside the API. Each reads the aggregates of migration 0008 (decision 0044) by their primary
// keys: a few rows per day and organization, never the window's events.
export const cardSql = {
  userTotals: (s: CardScope): SQL => sql`
    select coalesce(sum(registered), 0) as registered,
      coalesce(sum(last_seen) filter (where day >= ${s.from}::date), 0) as seen
    from dashboard_user_days where customer_id = any(${idArray(s.organizations.ids)})${until(s)}`,

  newUsersByDay: (s: CardScope): SQL => sql`
    select day::text as day, sum(registered) as count from dashboard_user_days
    where customer_id = any(${idArray(s.organizations.ids)}) and day >= ${s.from}::date${until(s)}
    group by day`,

  /** The newest extension users: the first offset+limit of each organization (its created index), merged. */
  usersPage: (o: AuthorizedOrganizations, offset: number, limit: number): SQL => sql`
    select u.customer_id, u.id, u.name, u.email, u.created
    from unnest(${idArray(o.ids)}) as org(id)
    cross join lateral (
      select customer_id, id, name, email, created from extension_users
      where customer_id = org.id order by created desc, id desc limit ${offset + limit}
    ) u
    order by u.created desc, u.id desc offset ${offset} limit ${limit}`,

  eventDays: (s: CardScope): SQL => sql`
    select day::text as day, type, triaged, sum(count) as count from dashboard_event_days
    where customer_id = any(${idArray(s.organizations.ids)}) and day >= ${s.from}::date${until(s)}
    group by day, type, triaged`,

  urlUsers: (s: CardScope, top: number): SQL => sql`
    select url, sum(visitors) as users from dashboard_url_days
    where customer_id = any(${idArray(s.organizations.ids)}) and day >= ${s.from}::date
    group by url having sum(visitors) > 0
    order by sum(visitors) desc, url limit ${top}`,

  /**
   * Detection accuracy: the detections triaged in the window, found through their triage actions
   * (far fewer than the window's events), with their brands and the signals the extension weighed.
   */
  falsePositiveRates: (s: CardScope): SQL => sql`
    with decided as (
      select distinct a.customer_id, a.event_row_id from event_actions a
      where a.customer_id = any(${idArray(s.organizations.ids)}) and a.created >= ${s.from}::date${until(s, sql`a.created`)}
        and a.action in ('verify', 'false_positive', 'triage')
    ), judged as (
      select e.brands, e.detection_reasons, e.is_false_positive as fp
      from decided d join events e on e.customer_id = d.customer_id and e.id = d.event_row_id
      where e.type in (0, 4) and not e.cleared
        and (e.is_false_positive or e.is_verified = 'Y' or e.triaged_event)
    )
    select 'total' as kind, '' as legend, count(*) as triaged, count(*) filter (where fp) as false_positives
    from judged
    union all
    select 'brand', b, count(*), count(*) filter (where fp) from judged, unnest(brands) as b group by b
    union all
    select 'signal', r->>'signal', count(*), count(*) filter (where fp)
    from judged, jsonb_array_elements(
      case when jsonb_typeof(detection_reasons) = 'array' then detection_reasons else '[]'::jsonb end) as r
    where (r->>'weight')::float8 > 0
    group by r->>'signal'`,

  fleet: (o: AuthorizedOrganizations, dimension: FleetDimension): SQL => sql`
    select value, sum(users) as users from dashboard_fleet_counts
    where customer_id = any(${idArray(o.ids)}) and dimension = ${dimension}
    group by value having sum(users) > 0
    order by sum(users) desc, value`,
};

/** The dashboard cards' reads. */
export function dashboardCardsRepository(db: Db) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  return {
    async userTotals(s: CardScope) {
      const [row] = await rows<{ registered: Count; seen: Count }>(cardSql.userTotals(s));
      return { registered: Number(row?.registered ?? 0), seen: Number(row?.seen ?? 0) };
    },
    newUsersByDay: (s: CardScope) => rows<{ day: string; count: Count }>(cardSql.newUsersByDay(s)),
    usersPage: (o: AuthorizedOrganizations, offset: number, limit: number) =>
      rows<{
        customer_id: number;
        id: Count;
        name: string | null;
        email: string | null;
        created: Date | string;
      }>(cardSql.usersPage(o, offset, limit)),
    falsePositiveRates: (s: CardScope) =>
      rows<{ kind: 'total' | 'brand' | 'signal'; legend: string; triaged: Count; false_positives: Count }>(
        cardSql.falsePositiveRates(s),
      ),
    eventDays: (s: CardScope) =>
      rows<{ day: string; type: number; triaged: boolean; count: Count }>(cardSql.eventDays(s)),
    urlUsers: (s: CardScope, top: number) => rows<{ url: string; users: Count }>(cardSql.urlUsers(s, top)),
    fleet: (o: AuthorizedOrganizations, dimension: FleetDimension) =>
      rows<{ value: string; users: Count }>(cardSql.fleet(o, dimension)),
  };
}
