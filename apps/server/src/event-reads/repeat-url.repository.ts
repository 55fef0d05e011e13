// Remove Repeat URL (one row per URL: its newest matching event) without reading the whole window
// when the order is newest first. Decision 0055.
//
// In the newest-first stream of matches (the feed's index order), a URL's newest match is its first
// occurrence. So the first n distinct URLs of any prefix of that stream, in the order they first
// occur, are exactly the view's first n rows. The page reads a prefix of K rows (the normal page's
// LATERAL-per-organization merge, index-bound) and keeps first occurrences; when the prefix holds
// fewer than offset + limit URLs and the stream did not end inside it, K doubles and the read runs
// again (so the rows read are at most about 2x those the answer needs).
//
// The count needs no order: any sample of the matches holding more than TOTAL_COUNT_CAP distinct URLs
// proves the capped answer, and a sample that ended every organization's stream is all of them. It
// reads each organization's newest matches (sample / organizations each), doubling as the page does;
// a window with fewer than TOTAL_COUNT_CAP + 1 distinct URLs is read whole (decision 0055).

import { TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { EVENT_COLUMNS, type EventRow } from './event-row.ts';
import { filters, idArray } from './feed-filters.ts';
import type { FeedQuery } from './feed-query.ts';

/** The first prefix read: enough for a page when most URLs in it are distinct. */
export const firstPrefix = (q: { offset: number; limit: number }) => Math.max(256, 4 * (q.offset + q.limit));
/** The first sample the count reads: TOTAL_COUNT_CAP + 1 distinct URLs need at least that many rows. */
export const firstSample = () => TOTAL_COUNT_CAP + 1;

/**
 * One row per URL, its first occurrence, from `stream`: a newest-first prefix of matches (columns
 * customer_id, id, url, detection_time of events). `columns` are selected from the page's events `e`
 * and their customers `c`. Every row carries "streamed" (how many matches the prefix held); an empty
 * page is one row whose columns are null but "streamed". The super feed reads its own stream.
 */
export function firstOccurrencesSql(stream: SQL, page: { offset: number; limit: number }, columns: SQL): SQL {
  return sql`with stream as materialized (${stream}),
    firsts as (
      select distinct on (s.url) s.customer_id, s.id, s.detection_time from stream s
      order by s.url, s.detection_time desc, s.id desc
    ),
    pick as (
      select f.customer_id, f.id from firsts f
      order by f.detection_time desc, f.id desc limit ${page.limit} offset ${page.offset}
    )
    select n.streamed, p.* from (select count(*)::int as streamed from stream) n
    left join lateral (
      select ${columns} from pick join events e on e.customer_id = pick.customer_id and e.id = pick.id
      join customers c on c.id = e.customer_id
    ) p on true
    order by p."detectionTime" desc nulls last, p.id desc nulls last`;
}

/** The feed's page from the first `prefix` matches of its organizations' merged newest-first stream. */
export function repeatUrlPrefixPageSql(q: FeedQuery, prefix: number): SQL {
  const stream = sql`select s.* from unnest(${idArray(q.organizations.ids)}) as scope(customer_id)
      cross join lateral (
        select e.customer_id, e.id, e.url, e.detection_time from events e
        where e.customer_id = scope.customer_id and ${filters(q)}
        order by e.detection_time desc nulls last, e.id desc nulls last limit ${prefix}
      ) s
      order by s.detection_time desc, s.id desc limit ${prefix}`;
  return firstOccurrencesSql(stream, q, sql`${EVENT_COLUMNS}, c.blob_container as "blobContainer"`);
}

/**
 * Reads prefixes of `prefix` rows from `start`, doubling, until the page is certain: full (the prefix
 * held offset + limit URLs), or from a stream that ended inside the prefix.
 */
export async function pageFromPrefixes<Row extends { id: unknown }>(
  db: Db,
  limit: number,
  start: number,
  pageSql: (prefix: number) => SQL,
): Promise<Row[]> {
  for (let prefix = start; ; prefix *= 2) {
    const rows = rowsOf<Row & { streamed: number | string }>(await db.execute(pageSql(prefix)));
    const page = rows.filter((r) => r.id !== null).map(({ streamed: _s, ...row }) => row as unknown as Row);
    if (page.length === limit || Number(rows[0]?.streamed ?? 0) < prefix) return page;
  }
}

/**
 * How many distinct URLs a sample of the matches holds: each organization's newest `perOrganization`
 * (index-bound, as the page reads them), and the most matches any one organization gave ("fullest":
 * below `perOrganization`, the sample is every match).
 */
export function repeatUrlSampleCountSql(q: FeedQuery, perOrganization: number): SQL {
  return sql`with sample as materialized (
      select scope.customer_id, s.url from unnest(${idArray(q.organizations.ids)}) as scope(customer_id)
      cross join lateral (
        select e.url from events e
        where e.customer_id = scope.customer_id and ${filters(q)}
        order by e.detection_time desc nulls last, e.id desc nulls last limit ${perOrganization}
      ) s
    )
    select (select count(distinct url) from sample)::int as n,
      (select coalesce(max(c), 0) from (select count(*) as c from sample group by customer_id) o)::int as fullest`;
}

/** The feed's newest-first page (`start`: the first prefix; tests pass small ones to exercise the doubling). */
export function repeatUrlNewestFirstPage(db: Db, q: FeedQuery, start = firstPrefix(q)): Promise<EventRow[]> {
  return pageFromPrefixes<EventRow>(db, q.limit, start, (prefix) => repeatUrlPrefixPageSql(q, prefix));
}

/** Distinct URLs among the matches, counting no further than TOTAL_COUNT_CAP + 1 (`start`: as above). */
export async function repeatUrlCount(db: Db, q: FeedQuery, start = firstSample()): Promise<number> {
  const organizations = Math.max(1, q.organizations.ids.length);
  for (let sample = start; ; sample *= 2) {
    const perOrganization = Math.ceil(sample / organizations);
    const [row] = rowsOf<{ n: number | string; fullest: number | string }>(
      await db.execute(repeatUrlSampleCountSql(q, perOrganization)),
    );
    const n = Number(row?.n ?? 0);
    if (n > TOTAL_COUNT_CAP) return TOTAL_COUNT_CAP + 1;
    if (Number(row?.fullest ?? 0) < perOrganization) return n;
  }
}
