// The incident feed's Remove Repeat URL (one row per URL: its newest matching event) without reading
// the whole window: the page from prefixes of the stream of matches in the view's order (the normal
// page's LATERAL-per-organization merge, index-bound; repeat-url-stream.ts keeps one row per URL), in
// either order (decisions 0055 and 0060).
//
// The count needs no order: any sample of the matches holding more than TOTAL_COUNT_CAP distinct URLs
// proves the capped answer, and a sample that ended every organization's stream is all of them. It
// reads one sample (each organization's newest matches, TOTAL_COUNT_CAP + 1 rows shared among them);
// otherwise the window holds fewer than TOTAL_COUNT_CAP + 1 distinct URLs and is read whole, in one
// statement, as before (decision 0055; decision 0060 says why a skip scan of the URLs does not beat it).

import { TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { idArray } from '../../../db/sql-lists.ts';
import { EVENT_COLUMNS, type EventRow } from './event-row.ts';
import { filters } from './feed-filters.ts';
import { timeOrder } from './feed-order.ts';
import type { FeedQuery } from './feed-query.ts';
import {
  firstPrefix,
  lastPrefix,
  onePerUrlPageSql,
  type Prefixes,
  pageFromPrefixes,
  type StreamPrefix,
} from './repeat-url-stream.ts';

/** The first sample the count reads: TOTAL_COUNT_CAP + 1 distinct URLs need at least that many rows. */
export const firstSample = () => TOTAL_COUNT_CAP + 1;

/**
 * Each organization's first `perOrganization` matches in the view's order (index-bound, a LATERAL per
 * organization), merged. The merge is a true prefix of the whole stream only down to the first in
 * that order of the last rows of the organizations that were cut off ("cut"): past it, a cut
 * organization's next match could come first. So the stream is the merge down to that row, and it
 * ended when nothing was cut. A Global View so reads about prefix / organizations rows per
 * organization, not prefix each. The organizations' rows leave out the URL, so that with the filters
 * events_feed_idx carries (migration 0012) they are an index-only scan; PostgreSQL otherwise chose a
 * bitmap scan of the whole window and a sort (13 ms instead of 0.2 for 256 rows of an organization
 * at 1M). The URL is read for the stream's rows alone.
 */
function mergedPrefix(q: FeedQuery, perOrganization: number): StreamPrefix {
  const order = timeOrder('e.detection_time', 'e.id', q.order);
  const ctes = sql`per as materialized (
      select s.* from unnest(${idArray(q.organizations.ids)}) as scope(customer_id)
      cross join lateral (
        select e.customer_id, e.id, e.detection_time, row_number() over (order by ${order}) as rn
        from events e
        where e.customer_id = scope.customer_id and ${filters(q)}
        order by ${order} limit ${perOrganization}
      ) s
    ),
    cut as (
      select p.detection_time, p.id from per p where p.rn = ${perOrganization}
      order by ${timeOrder('p.detection_time', 'p.id', q.order)} limit 1
    ),
    stream as (
      select p.customer_id, p.id, u.url, p.detection_time from per p
      join events u on u.customer_id = p.customer_id and u.id = p.id
      where not exists (select 1 from cut)
        or (p.detection_time, p.id) ${sql.raw(q.order === 'desc' ? '>=' : '<=')} (select c.detection_time, c.id from cut c)
    )`;
  return { ctes, ended: sql`not exists (select 1 from cut)` };
}

/** The feed's page from each organization's first `perOrganization` matches in the view's order. */
export function repeatUrlPrefixPageSql(q: FeedQuery, perOrganization: number): SQL {
  return onePerUrlPageSql(
    mergedPrefix(q, perOrganization),
    q,
    sql`e.customer_id = any(${idArray(q.organizations.ids)}) and ${filters(q)}`,
    sql`${EVENT_COLUMNS}, c.blob_container as "blobContainer"`,
  );
}

/**
 * The feed's page, either order, from prefixes shared among the organizations; `whole` (the statement
 * that reads the window) answers past the last prefix. `prefixes` are rows per organization (tests
 * pass small ones to exercise the doubling and the whole read).
 */
export function repeatUrlPage(
  db: Db,
  q: FeedQuery,
  whole: SQL,
  prefixes: Prefixes = perOrganization(q),
): Promise<EventRow[]> {
  return pageFromPrefixes<EventRow>(db, q, prefixes, (prefix) => repeatUrlPrefixPageSql(q, prefix), whole);
}

function perOrganization(q: FeedQuery): Prefixes {
  const organizations = Math.max(1, q.organizations.ids.length);
  return {
    first: Math.ceil(firstPrefix(q) / organizations),
    last: Math.ceil(lastPrefix(q) / organizations),
  };
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
