// Remove Repeat URL (one row per URL, its newest matching event, in the view's order) read from
// prefixes of the stream of matches in the view's order, not from the whole window. The incident
// feed and the super feed build their streams; this file keeps one row per URL and pages.
//
// Newest first (decision 0055): a URL's newest match is its first occurrence in the stream, so the
// first n distinct URLs of any prefix, in the order they first occur, are the view's first n rows.
// Oldest first (decision 0060): a URL's row is the event of the stream with no newer match of the same
// URL in the window; whether an event is that one does not depend on the prefix (one probe of
// events_url_idx, migration 0016), so the first n such events of any prefix are the view's first n
// rows. Either way the page is certain once it is full or the stream ended inside the prefix;
// otherwise a longer prefix is read (nextPrefix). When the URLs' rows lie deep in the stream (oldest
// first, URLs that recur across the whole window), the prefixes stop at lastPrefix and the window is
// read whole, as before.

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type FeedOrder, orderBy, timeOrder } from './feed-order.ts';

export interface StreamPage {
  order: FeedOrder;
  offset: number;
  limit: number;
}

/** The first prefix read: enough for a page when most URLs in it are distinct. */
export const firstPrefix = (q: StreamPage) => Math.max(256, 4 * (q.offset + q.limit));
/**
 * The last prefix read before the window is read whole: beyond it the prefix reads (each row a probe
 * oldest first) cost more than the whole-window statement would at the sizes measured
 * (docs/performance.md).
 */
export const lastPrefix = (q: StreamPage) => 16 * firstPrefix(q);

/**
 * A prefix of the stream: `ctes` end with `stream` (columns customer_id, id, url, detection_time of
 * events, in no order), and `ended` says whether the stream of matches ended inside it.
 */
export interface StreamPrefix {
  ctes: SQL;
  ended: SQL;
}

/** The rows of the stream that are their URL's row (CTE `kept`). */
function keptSql(order: FeedOrder, matches: SQL): SQL {
  if (order === 'desc')
    return sql`kept as (
      select distinct on (s.url) s.customer_id, s.id, s.detection_time from stream s
      order by s.url, s.detection_time desc, s.id desc
    )`;
  // hashtext(url) leads events_url_idx (a URL can be longer than an index entry may be); the URL
  // itself is compared too, so two URLs that share a hash stay apart. A LATERAL with a LIMIT, not NOT
  // EXISTS: PostgreSQL may turn NOT EXISTS into a hash anti join that reads the whole window (it did
  // before the index's expression had statistics); a LATERAL with a LIMIT is always one probe a row.
  return sql`kept as (
      select s.customer_id, s.id, s.detection_time from stream s
      left join lateral (
        select true as found from events e
        where hashtext(e.url) = hashtext(s.url) and e.url = s.url
          and (e.detection_time, e.id) > (s.detection_time, s.id) and ${matches}
        limit 1
      ) newer on true
      where newer.found is null
    )`;
}

/**
 * One page of the view from a prefix. `matches`: the view's conditions on events `e` (organizations
 * and filters), which oldest first probes for a newer match. `columns` are selected from the page's
 * events `e` and their customers `c`. Every row carries "ended" and "kept" (the URLs' rows in the
 * prefix); an empty page is one row whose columns are null but those two.
 */
export function onePerUrlPageSql(prefix: StreamPrefix, page: StreamPage, matches: SQL, columns: SQL): SQL {
  return sql`with ${prefix.ctes},
    ${keptSql(page.order, matches)},
    pick as (
      select k.customer_id, k.id from kept k
      order by ${timeOrder('k.detection_time', 'k.id', page.order)} limit ${page.limit} offset ${page.offset}
    )
    select n.ended, n.kept, p.* from (select ${prefix.ended} as ended, (select count(*) from kept)::int as kept) n
    left join lateral (
      select ${columns} from pick join events e on e.customer_id = pick.customer_id and e.id = pick.id
      join customers c on c.id = e.customer_id
    ) p on true
    order by ${orderBy('p', page.order)}`;
}

/** The prefixes to read, in the unit the stream counts (rows, or rows per organization). */
export interface Prefixes {
  first: number;
  last: number;
}

/**
 * The next prefix after one that held `kept` of the `wanted` (offset + limit) rows: twice as long, or
 * as much longer as the rows found say (a quarter more: they are not spread evenly). A prefix with
 * none counts as half of one, so the next is far longer and usually past the last: the rows lie
 * deeper than prefixes are worth reading (oldest first when every URL recurs near the end of the
 * window), and the window is read whole after one round rather than after five.
 */
export const nextPrefix = (prefix: number, kept: number, wanted: number) =>
  Math.max(2 * prefix, Math.ceil((1.25 * prefix * wanted) / Math.max(kept, 0.5)));

/**
 * Reads prefixes, from `first` rows on (nextPrefix), until the page is certain: full (the prefix held
 * offset + limit URLs), or from a stream that ended inside the prefix. Past `last`, `whole` (the
 * statement that reads the window) answers instead.
 */
export async function pageFromPrefixes<Row extends { id: unknown }>(
  db: Db,
  page: StreamPage,
  prefixes: Prefixes,
  pageSql: (prefix: number) => SQL,
  whole: SQL,
): Promise<Row[]> {
  for (let prefix = prefixes.first; prefix <= prefixes.last; ) {
    const rows = rowsOf<Row & { ended: boolean; kept: number }>(await db.execute(pageSql(prefix)));
    const found = rows
      .filter((r) => r.id !== null)
      .map(({ ended: _e, kept: _k, ...row }) => row as unknown as Row);
    if (found.length === page.limit || rows[0]?.ended !== false) return found;
    prefix = nextPrefix(prefix, Number(rows[0]?.kept ?? 0), page.offset + page.limit);
  }
  return rowsOf<Row>(await db.execute(whole));
}
