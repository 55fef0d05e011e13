// Remove Repeat URL (one row per URL: its newest matching event) without reading the whole window
// when the order is newest first. Decision 0055.
//
// In the newest-first stream of matches (the feed's index order), a URL's newest match is its first
// occurrence. So the first n distinct URLs of any prefix of that stream, in the order they first
// occur, are exactly the view's first n rows. The page reads a prefix (the normal page's
// LATERAL-per-organization merge, index-bound) and keeps first occurrences; when the prefix holds
// fewer than offset + limit URLs and the stream did not end inside it, the prefix doubles and the
// read runs again (so the rows read are at most about 2x those the answer needs).
//
// The count needs no order: any sample of the matches holding more than TOTAL_COUNT_CAP distinct URLs
// proves the capped answer, and a sample that ended every organization's stream is all of them. It
// reads one sample (each organization's newest matches, TOTAL_COUNT_CAP + 1 rows shared among them);
// otherwise the window holds fewer than TOTAL_COUNT_CAP + 1 distinct URLs and is read whole, in one
// statement, as before (decision 0055).

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
 * One row per URL, its first occurrence, from a newest-first prefix of matches. `prefix` holds CTEs
 * that end with `stream` (columns customer_id, id, url, detection_time of events, in no order), and
 * `ended` says whether the stream of matches ended inside it. `columns` are selected from the page's
 * events `e` and their customers `c`. Every row carries "ended"; an empty page is one row whose
 * columns are null but "ended". The super feed reads its own stream.
 */
export function firstOccurrencesSql(
  prefix: { ctes: SQL; ended: SQL },
  page: { offset: number; limit: number },
  columns: SQL,
): SQL {
  return sql`with ${prefix.ctes},
    firsts as (
      select distinct on (s.url) s.customer_id, s.id, s.detection_time from stream s
      order by s.url, s.detection_time desc, s.id desc
    ),
    pick as (
      select f.customer_id, f.id from firsts f
      order by f.detection_time desc, f.id desc limit ${page.limit} offset ${page.offset}
    )
    select n.ended, p.* from (select ${prefix.ended} as ended) n
    left join lateral (
      select ${columns} from pick join events e on e.customer_id = pick.customer_id and e.id = pick.id
      join customers c on c.id = e.customer_id
    ) p on true
    order by p."detectionTime" desc nulls last, p.id desc nulls last`;
}

/**
 * The feed's page from each organization's newest `perOrganization` matches (index-bound, a LATERAL
 * per organization). Their merge is a true prefix of the whole stream only down to the newest of the
 * last rows of the organizations that were cut off ("cut"): below it, a cut organization's next
 * match could come first. So the stream is the merge down to that row, and it ended when nothing was
 * cut. A Global View so reads about prefix / organizations rows per organization, not prefix each.
 */
export function repeatUrlPrefixPageSql(q: FeedQuery, perOrganization: number): SQL {
  const ctes = sql`per as materialized (
      select s.* from unnest(${idArray(q.organizations.ids)}) as scope(customer_id)
      cross join lateral (
        select e.customer_id, e.id, e.url, e.detection_time,
          row_number() over (order by e.detection_time desc nulls last, e.id desc nulls last) as rn
        from events e
        where e.customer_id = scope.customer_id and ${filters(q)}
        order by e.detection_time desc nulls last, e.id desc nulls last limit ${perOrganization}
      ) s
    ),
    cut as (
      select p.detection_time, p.id from per p where p.rn = ${perOrganization}
      order by p.detection_time desc, p.id desc limit 1
    ),
    stream as (
      select p.customer_id, p.id, p.url, p.detection_time from per p
      where not exists (select 1 from cut) or (p.detection_time, p.id) >= (select c.detection_time, c.id from cut c)
    )`;
  return firstOccurrencesSql(
    { ctes, ended: sql`not exists (select 1 from cut)` },
    q,
    sql`${EVENT_COLUMNS}, c.blob_container as "blobContainer"`,
  );
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
    const rows = rowsOf<Row & { ended: boolean }>(await db.execute(pageSql(prefix)));
    const page = rows.filter((r) => r.id !== null).map(({ ended: _e, ...row }) => row as unknown as Row);
    if (page.length === limit || rows[0]?.ended !== false) return page;
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

/**
 * The feed's newest-first page. `start`: the first rows per organization (tests pass small ones to
 * exercise the doubling); by default the first prefix shared among the organizations.
 */
export function repeatUrlNewestFirstPage(
  db: Db,
  q: FeedQuery,
  start = Math.ceil(firstPrefix(q) / Math.max(1, q.organizations.ids.length)),
): Promise<EventRow[]> {
  return pageFromPrefixes<EventRow>(db, q.limit, start, (prefix) => repeatUrlPrefixPageSql(q, prefix));
}

/** Distinct URLs among all matches of the window, no further than TOTAL_COUNT_CAP + 1: reads them all. */
export function repeatUrlWholeCountSql(q: FeedQuery): SQL {
  return sql`select count(*)::int as n from (
      select distinct e.url from events e
      where e.customer_id = any(${idArray(q.organizations.ids)}) and ${filters(q)}
      limit ${TOTAL_COUNT_CAP + 1}
    ) m`;
}

/**
 * Distinct URLs among the matches, counting no further than TOTAL_COUNT_CAP + 1: a sample of
 * `sample` matches first, the whole window only when the sample neither proves the cap nor holds
 * every match (tests pass small samples).
 */
export async function repeatUrlCount(db: Db, q: FeedQuery, sample = firstSample()): Promise<number> {
  const perOrganization = Math.ceil(sample / Math.max(1, q.organizations.ids.length));
  const [row] = rowsOf<{ n: number | string; fullest: number | string }>(
    await db.execute(repeatUrlSampleCountSql(q, perOrganization)),
  );
  const n = Number(row?.n ?? 0);
  if (n > TOTAL_COUNT_CAP) return TOTAL_COUNT_CAP + 1;
  if (Number(row?.fullest ?? 0) < perOrganization) return n;
  const [whole] = rowsOf<{ n: number | string }>(await db.execute(repeatUrlWholeCountSql(q)));
  return Number(whole?.n ?? 0);
}
