import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganization, AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { idArray } from '../../db/sql-lists.ts';

type Count = number | string;
type Stamp = Date | string;
export type Span = 'D' | 'M' | 'Y';

export interface UserRow {
  id: Count;
  customer_id: number;
  name: string | null;
  os_user_id: string | null;
  os_computer_name: string | null;
  os_uuid: string | null;
  email: string | null;
  created: Stamp;
  last_seen_at: Stamp | null;
}

/** Which users a list or export reads: the organizations, and optionally only those not seen since a time. */
export interface UserFilter {
  organizations: AuthorizedOrganizations;
  notSeenSince?: Date | undefined;
}

const USER_COLUMNS = sql`u.id, u.customer_id, u.name, u.os_user_id, u.os_computer_name, u.os_uuid, u.email, u.created, u.last_seen_at`;

const seenBefore = (f: UserFilter): SQL =>
  f.notSeenSince
    ? sql` and (u.last_seen_at is null or u.last_seen_at < ${f.notSeenSince.toISOString()})`
    : sql``;

/**
 * License Management reads. The charts read the aggregates kept at registration and heartbeat
 * (license_periods, dashboard_fleet_counts: a few rows per organization); the lists read users by index.
 */
export function licensesRepository(db: Db) {
  return {
    /** New and active users per period of one span, from `from` (inclusive), summed over the organizations. */
    async periods(organizations: AuthorizedOrganizations, span: Span, from: string) {
      const result = await db.execute(sql`
        select to_char(period, 'YYYY-MM-DD') as period, sum(new_users) as new_users, sum(active_users) as active_users
        from license_periods
        where customer_id = any(${idArray(organizations.ids)}) and span = ${span} and period >= ${from}::date
        group by period`);
      return rowsOf<{ period: string; new_users: Count; active_users: Count }>(result);
    },

    /**
     * Users created before `day` (a UTC date), from whole years, then months, then days: at most a
     * few dozen rows per organization, however many users it has.
     */
    async createdBefore(organizations: AuthorizedOrganizations, day: string): Promise<number> {
      const result = await db.execute(sql`
        select coalesce(sum(new_users), 0) as n from license_periods
        where customer_id = any(${idArray(organizations.ids)}) and (
          (span = 'Y' and period < date_trunc('year', ${day}::date)::date)
          or (span = 'M' and period >= date_trunc('year', ${day}::date)::date and period < date_trunc('month', ${day}::date)::date)
          or (span = 'D' and period >= date_trunc('month', ${day}::date)::date and period < ${day}::date))`);
      return Number(rowsOf<{ n: Count }>(result)[0]?.n ?? 0);
    },

    /**
     * Users per OS and per browser, summed over the organizations: the fleet counts that the
     * dashboard's OS and Browser cards read too, kept by a trigger on browser_details (decision 0044).
     */
    async breakdowns(organizations: AuthorizedOrganizations) {
      const result = await db.execute(sql`
        select dimension as kind, value as legend, sum(users) as users from dashboard_fleet_counts
        where customer_id = any(${idArray(organizations.ids)}) and dimension in ('os', 'browser')
        group by dimension, value having sum(users) > 0
        order by sum(users) desc, value`);
      return rowsOf<{ kind: 'os' | 'browser'; legend: string; users: Count }>(result);
    },

    /**
     * A page of users, newest first. Each organization's newest `offset + limit` come off its own
     * (customer_id, created) index, then merge: a Global View's first page reads a few rows per
     * organization instead of sorting all its users.
     */
    async users(filter: UserFilter, offset: number, limit: number) {
      const result = await db.execute(sql`
        select u.* from unnest(${idArray(filter.organizations.ids)}) as o(id)
        cross join lateral (
          select ${USER_COLUMNS} from extension_users u
          where u.customer_id = o.id${seenBefore(filter)}
          order by u.created desc, u.id desc limit ${offset + limit}
        ) u
        order by u.created desc, u.id desc limit ${limit} offset ${offset}`);
      return rowsOf<UserRow>(result);
    },

    async user(organization: AuthorizedOrganization, userId: number): Promise<UserRow | null> {
      const result = await db.execute(sql`
        select ${USER_COLUMNS} from extension_users u where u.customer_id = ${organization.id} and u.id = ${userId}`);
      return rowsOf<UserRow>(result)[0] ?? null;
    },

    /** The user's System / Browser / Date rows, newest first. */
    async browserDetails(organization: AuthorizedOrganization, userId: number) {
      const result = await db.execute(sql`
        select os, browser, created from browser_details
        where customer_id = ${organization.id} and extension_user_id = ${userId}
        order by created desc, id desc`);
      return rowsOf<{ os: string; browser: string; created: Stamp }>(result);
    },
  };
}
