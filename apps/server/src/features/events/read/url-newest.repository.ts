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
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { idArray, list } from '../../../db/sql-lists.ts';
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
 * The records a window may leave newer than its end: events dated a little ahead (ingestion accepts
 * 10 minutes of clock skew) are few. Past this many, the view reads the events.
 */
export const LATE_RECORDS = 64;

/**
 * The records' table, the condition on it (alias `r`) of a scope, what makes a row `s` of the same
 * table a row of the same URL as `r` (another slot's: its key less the slot), and the newest counted
 * event of URL `l.url` in the scope up to `end` (LATERAL on events_url_idx: the URL's hash and an
 * organization, newest first).
 */
function scopeOf(scope: UrlNewestScope): { table: SQL; where: SQL; sameUrl: SQL; events: SQL } {
  const counted = sql`e.url = l.url and hashtext(e.url) = hashtext(l.url) and e.type in (${list(DEFAULT_FEED_TYPES)}) and not e.cleared and not e.is_false_positive`;
  const newest = sql`order by e.detection_time desc nulls last, e.id desc nulls last limit 1`;
  if (scope.kind === 'organization')
    return {
      table: sql.raw('url_newest_by_organization'),
      where: sql`r.customer_id = ${scope.customerId}`,
      sameUrl: sql`s.customer_id = r.customer_id and s.url_key = r.url_key`,
      events: sql`select e.customer_id, e.id, e.detection_time from events e
        where e.customer_id = ${scope.customerId} and ${counted} and e.detection_time <= l.end_time ${newest}`,
    };
  if (scope.kind === 'tenant')
    return {
      table: sql.raw('url_newest_by_tenant'),
      where: sql`r.tenant_id = ${scope.tenantId}`,
      sameUrl: sql`s.url_key = r.url_key and s.tenant_id = r.tenant_id`,
      events: sql`select o.* from customers c cross join lateral (
          select e.customer_id, e.id, e.detection_time from events e
          where e.customer_id = c.id and ${counted} and e.detection_time <= l.end_time ${newest}
        ) o where c.tenant_id = ${scope.tenantId}
        order by o.detection_time desc, o.id desc limit 1`,
    };
  return {
    table: sql.raw('url_newest_overall'),
    where: sql`true`,
    sameUrl: sql`s.url_key = r.url_key`,
    events: sql`select e.customer_id, e.id, e.detection_time from events e
      where ${counted} and e.detection_time <= l.end_time ${newest}`,
  };
}

/** Whether at most LATE_RECORDS records of the scope are newer than `end` (an index range). */
const answersSql = (scope: UrlNewestScope, end: Date) => {
  const { table, where } = scopeOf(scope);
  return sql`(select count(*) from (
      select 1 from ${table} r where ${where} and r.detection_time > ${end.toISOString()}::timestamptz
      limit ${LATE_RECORDS + 1}
    ) late) <= ${LATE_RECORDS}`;
};

/**
 * The feed's scope whose records answer `q`, or null: one organization, or a Global View of exactly
 * all of a tenant's organizations (a group's, or any other set, reads the events), and only when at
 * most LATE_RECORDS records of it are newer than the window's end. One statement.
 */
export async function feedUrlNewestScope(db: Db, q: FeedQuery): Promise<UrlNewestScope | null> {
  if (!q.removeRepeatUrl || !feedHasDefaultFilters(q)) return null;
  const ids = [...new Set(q.organizations.ids)];
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    const scope: UrlNewestScope = { kind: 'organization', customerId: only };
    return (await answers(db, scope, q.end)) ? scope : null;
  }
  if (ids.length === 0) return null;
  const [row] = rowsOf<{ tenantId: number | null }>(
    await db.execute(sql`
      with t as (
        select min(c.tenant_id) as tenant_id from customers c where c.id = any(${idArray(ids)})
        having count(distinct c.tenant_id) = 1 and count(*) = ${ids.length}
      )
      select t.tenant_id as "tenantId" from t
      where (select count(*) from customers a where a.tenant_id = t.tenant_id) = ${ids.length}`),
  );
  if (row?.tenantId === undefined || row.tenantId === null) return null;
  const scope: UrlNewestScope = { kind: 'tenant', tenantId: Number(row.tenantId) };
  return (await answers(db, scope, q.end)) ? scope : null;
}

/** Whether the scope's records may answer a window ending at `end` (few of them newer). */
export async function answers(db: Db, scope: UrlNewestScope, end: Date): Promise<boolean> {
  const [row] = rowsOf<{ answers: boolean }>(
    await db.execute(sql`select ${answersSql(scope, end)} as answers`),
  );
  return row?.answers === true;
}

/**
 * CTE `late`: the scope's URLs with a record newer than `end` (at most LATE_RECORDS, answersSql),
 * each with the end, for the probe of its newest counted event up to it.
 */
const lateSql = (table: SQL, where: SQL, end: string) => sql`late as materialized (
    select distinct r.url_key, r.url, ${end}::timestamptz as end_time from ${table} r
    where ${where} and r.detection_time > ${end}::timestamptz
  )`;

/**
 * The URLs' rows of the window (CTE `url_rows`: customer_id, id, detection_time, url_key), in no order
 * and not limited, unless `page` asks for its first offset + limit rows in its order. A URL's row is
 * its record when the record is in the window: a row of its (one per slot) that no other row of its
 * URL is newer than (by (time, id), then slot), one probe of the key each. The probe is a scalar
 * `(select exists ...)`: PostgreSQL neither turns it into a join nor takes it to drop most rows, so the
 * page stays a walk of the index; as a LATERAL whose `found is null` it took for 1 row in 200, it
 * sorted the organization's whole window of records (6 ms instead of 0.3 at 1M). A URL with a row newer than the end
 * ("late", at most LATE_RECORDS) has as its row its newest counted event up to the end, if that is in
 * the window: one probe of events_url_idx each.
 */
function windowRowsSql(scope: UrlNewestScope, q: UrlNewestRead, page?: { order: SQL; first: number }): SQL {
  const { table, where, sameUrl, events } = scopeOf(scope);
  const [start, end] = [q.start.toISOString(), q.end.toISOString()];
  return sql`${lateSql(table, where, end)},
    url_rows as (
      (select r.customer_id, r.id, r.detection_time, r.url_key from ${table} r
        where ${where} and r.detection_time >= ${start}::timestamptz and r.detection_time <= ${end}::timestamptz
          and not (select exists (
            select 1 from ${table} s
            where ${sameUrl} and (s.detection_time, s.id, s.slot) > (r.detection_time, r.id, r.slot)
          ))
          and r.url_key not in (select late.url_key from late)
        ${page ? sql`order by ${page.order} limit ${page.first}` : sql``})
      union all
      select n.customer_id, n.id, n.detection_time, l.url_key from late l
      cross join lateral (${events}) n
      where n.detection_time >= ${start}::timestamptz
    )`;
}

/**
 * One page of the view from the scope's records, in the view's order. `columns` are selected from the
 * page's events `e` and their customers `c`. The records' index is (scope, detection_time, id)
 * ascending: descending is it read backwards (plain `desc`, whose nulls first match the backward
 * read; the columns are never null).
 */
export function urlNewestPageSql(scope: UrlNewestScope, q: UrlNewestRead, columns: SQL): SQL {
  const direction = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const order = sql`r.detection_time ${direction}, r.id ${direction}`;
  return sql`with ${windowRowsSql(scope, q, { order, first: q.offset + q.limit })}
    select ${columns} from (
      select r.customer_id, r.id from url_rows r order by ${order} limit ${q.limit} offset ${q.offset}
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
 * the distinct URLs of the records' rows in the window (a URL that is not late has a row in the
 * window exactly when its newest is in it: no row is newer than the end, and none is newer than the
 * URL's newest), and the late URLs whose newest up to the end is in it.
 */
export async function urlNewestCount(
  db: Db,
  scope: UrlNewestScope,
  q: Pick<UrlNewestRead, 'start' | 'end'>,
  cap = TOTAL_COUNT_CAP,
): Promise<number> {
  const { table, where, events } = scopeOf(scope);
  const [start, end] = [q.start.toISOString(), q.end.toISOString()];
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`with ${lateSql(table, where, end)}
      select count(*)::int as n from (
        (select distinct r.url_key from ${table} r
          where ${where} and r.detection_time >= ${start}::timestamptz and r.detection_time <= ${end}::timestamptz
            and r.url_key not in (select late.url_key from late)
          limit ${cap + 1})
        union all
        select l.url_key from late l cross join lateral (${events}) n where n.detection_time >= ${start}::timestamptz
        limit ${cap + 1}
      ) m`),
  );
  return Number(row?.n ?? 0);
}
