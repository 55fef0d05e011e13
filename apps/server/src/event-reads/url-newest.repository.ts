// Remove Repeat URL from the kept records of each URL's newest event (decision 0061, migration 0017)
// when the view asks for the default filters: the records are each URL's newest event under them
// (DEFAULT_FEED_TYPES, not cleared, not false positive), per organization, per tenant and across every
// organization. A URL's row in a window is its newest match in the window; when no record of the
// scope is newer than the window's end, that is its record if the record is in the window, and the
// URL has no match in the window otherwise. So the page (either order, any offset) and the count are
// an index range of the records, joined to the events for the columns. A record newer than the end
// (an event dated in the future, or a window that ends in the past) leaves the view to the reads of
// the events (repeat-url.repository.ts, the super feed's prefixes). Shared by the feed and the super
// feed.

import { DEFAULT_FEED_TYPES, TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { idArray } from '../db/sql-lists.ts';
import { type FeedOrder, timeOrder } from './feed-order.ts';
import type { FeedQuery } from './feed-query.ts';

/** The records a view deduplicates across: one organization's, one tenant's, or every organization's. */
export type UrlNewestScope =
  | { kind: 'organization'; customerId: number }
  | { kind: 'tenant'; tenantId: number }
  | { kind: 'overall' };

/** What the records answer: the window and the page. */
export interface UrlNewestRead {
  start: Date;
  end: Date;
  order: FeedOrder;
  offset: number;
  limit: number;
}

/** The types are DEFAULT_FEED_TYPES, in any order. */
export const isDefaultTypes = (types: readonly number[]) =>
  new Set(types).size === DEFAULT_FEED_TYPES.length && DEFAULT_FEED_TYPES.every((t) => types.includes(t));

/** The feed's filters are the records' (the defaults, nothing narrower). */
export const feedHasDefaultFilters = (q: FeedQuery) =>
  isDefaultTypes(q.types) &&
  !q.cleared &&
  !q.includeFalsePositive &&
  !q.removeThreatUrl &&
  q.triagedEvent === undefined &&
  q.brand === undefined &&
  q.extensionUserId === undefined &&
  q.incidentTriaged === undefined &&
  q.idAtMost === undefined;

/**
 * The records' table, the condition on it (alias `r`) of a scope, and what makes a row `s` of the
 * same table a row of the same URL as `r` (another slot's: its key less the slot).
 */
function scopeOf(scope: UrlNewestScope): { table: SQL; where: SQL; sameUrl: SQL } {
  if (scope.kind === 'organization')
    return {
      table: sql.raw('url_newest_by_organization'),
      where: sql`r.customer_id = ${scope.customerId}`,
      sameUrl: sql`s.customer_id = r.customer_id and s.url_key = r.url_key`,
    };
  if (scope.kind === 'tenant')
    return {
      table: sql.raw('url_newest_by_tenant'),
      where: sql`r.tenant_id = ${scope.tenantId}`,
      sameUrl: sql`s.url_key = r.url_key and s.tenant_id = r.tenant_id`,
    };
  return { table: sql.raw('url_newest_overall'), where: sql`true`, sameUrl: sql`s.url_key = r.url_key` };
}

/** Whether no record of the scope is newer than `end` (one probe of the scope's time index). */
const freshSql = (scope: UrlNewestScope, end: Date) => {
  const { table, where } = scopeOf(scope);
  return sql`coalesce((select max(r.detection_time) from ${table} r where ${where}) <= ${end.toISOString()}::timestamptz, true)`;
};

/**
 * The feed's scope whose records answer `q`, or null: one organization, or a Global View of exactly
 * all of a tenant's organizations (a group's, or any other set, reads the events), and only when no
 * record of it is newer than the window's end. One statement.
 */
export async function feedUrlNewestScope(db: Db, q: FeedQuery): Promise<UrlNewestScope | null> {
  if (!q.removeRepeatUrl || !feedHasDefaultFilters(q)) return null;
  const ids = [...new Set(q.organizations.ids)];
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    const scope: UrlNewestScope = { kind: 'organization', customerId: only };
    return (await isFresh(db, scope, q.end)) ? scope : null;
  }
  if (ids.length === 0) return null;
  const [row] = rowsOf<{ tenantId: number | null; newest: Date | string | null }>(
    await db.execute(sql`
      with t as (
        select min(c.tenant_id) as tenant_id from customers c where c.id = any(${idArray(ids)})
        having count(distinct c.tenant_id) = 1 and count(*) = ${ids.length}
      )
      select t.tenant_id as "tenantId",
        (select max(r.detection_time) from url_newest_by_tenant r where r.tenant_id = t.tenant_id) as newest
      from t where (select count(*) from customers a where a.tenant_id = t.tenant_id) = ${ids.length}`),
  );
  if (row?.tenantId === undefined || row.tenantId === null) return null;
  if (row.newest !== null && new Date(row.newest).getTime() > q.end.getTime()) return null;
  return { kind: 'tenant', tenantId: Number(row.tenantId) };
}

/** Whether the scope's records may answer a window ending at `end` (none of them newer). */
export async function isFresh(db: Db, scope: UrlNewestScope, end: Date): Promise<boolean> {
  const [row] = rowsOf<{ fresh: boolean }>(await db.execute(sql`select ${freshSql(scope, end)} as fresh`));
  return row?.fresh === true;
}

/**
 * One page of the view from the scope's records, in the view's order. `columns` are selected from the
 * page's events `e` and their customers `c`. The records' index is (scope, detection_time, id)
 * ascending: descending is it read backwards (plain `desc`, whose nulls first match the backward
 * read; the columns are never null). A URL may have a row per slot (migration 0017): a row is the
 * URL's when no other row of the URL is newer (by (time, id), then slot), one probe of the key each
 * (a LATERAL with a LIMIT, as in repeat-url-stream.ts, so that it stays a probe a row).
 */
export function urlNewestPageSql(scope: UrlNewestScope, q: UrlNewestRead, columns: SQL): SQL {
  const { table, where, sameUrl } = scopeOf(scope);
  const direction = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  return sql`select ${columns} from (
      select r.customer_id, r.id from ${table} r
      left join lateral (
        select true as found from ${table} s
        where ${sameUrl} and (s.detection_time, s.id, s.slot) > (r.detection_time, r.id, r.slot)
        limit 1
      ) newer on true
      where ${where} and r.detection_time >= ${q.start.toISOString()} and r.detection_time <= ${q.end.toISOString()}
        and newer.found is null
      order by r.detection_time ${direction}, r.id ${direction} limit ${q.limit} offset ${q.offset}
    ) p
    join events e on e.customer_id = p.customer_id and e.id = p.id
    join customers c on c.id = e.customer_id
    order by ${timeOrder('e.detection_time', 'e.id', q.order)}`;
}

export async function urlNewestPage<Row>(
  db: Db,
  scope: UrlNewestScope,
  q: UrlNewestRead,
  columns: SQL,
): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(urlNewestPageSql(scope, q, columns)));
}

/**
 * The URLs of the window, counting no further than `cap` + 1 (TOTAL_COUNT_CAP; tests pass smaller):
 * the distinct URLs of the rows in the window, every slot's (a URL has a row in the window exactly
 * when its newest is in it: no row is newer than the end, and none is newer than the URL's newest).
 */
export async function urlNewestCount(
  db: Db,
  scope: UrlNewestScope,
  q: Pick<UrlNewestRead, 'start' | 'end'>,
  cap = TOTAL_COUNT_CAP,
): Promise<number> {
  const { table, where } = scopeOf(scope);
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from (
        select distinct r.url_key from ${table} r
        where ${where} and r.detection_time >= ${q.start.toISOString()} and r.detection_time <= ${q.end.toISOString()}
        limit ${cap + 1}
      ) m`),
  );
  return Number(row?.n ?? 0);
}
