import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedEverything } from '../../auth/authorized.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { rowsOf } from '../../db/rows.ts';
import { list } from '../../db/sql-lists.ts';
import { trigramSearchPart } from '../../db/trigram-search.ts';
import { EVENT_COLUMNS, type EventRow } from '../events/read/event-row.ts';
import { orderBy } from '../events/read/feed-order.ts';
import {
  firstPrefix,
  lastPrefix,
  onePerUrlPageSql,
  type Prefixes,
  pageFromPrefixes,
} from '../events/read/repeat-url-stream.ts';
import {
  answers,
  isDefaultTypes,
  type UrlNewestScope,
  urlNewestPage,
} from '../events/read/url-newest.repository.ts';

/** A super feed request after defaults: every organization, the filters named in filterBy. */
export interface SuperFeedQuery {
  start: Date;
  end: Date;
  types: number[];
  customerId?: number | undefined;
  email?: string | undefined;
  computerName?: string | undefined;
  brand?: string | undefined;
  removeRepeatUrl: boolean;
  includeFalsePositive: boolean;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** The parts of the contains terms their trigram indexes are searched with (page() fills them in). */
  searchParts?: SearchParts | undefined;
}

/** See db/trigram-search.ts: absent, the whole term. */
export interface SearchParts {
  email?: string | undefined;
  computerName?: string | undefined;
}

export type SuperFeedRow = EventRow & { customerName: string };

/**
 * `column` (lower-cased) contains `term`, any case. The trigram index is searched with `part` of the
 * term; when that is less than the whole, the whole is tested with strpos, not LIKE, so that it is
 * no condition of the index, only a test of the rows the part finds (decision 0057).
 */
function containsFilter(column: SQL, term: string, part = term.toLowerCase()): SQL {
  const whole = term.toLowerCase();
  if (part === whole) return sql`${column} like ${containsPattern(whole)}`;
  return sql`${column} like ${containsPattern(part)} and strpos(${column}, ${whole}) > 0`;
}

/** The parts of the query's contains terms to search their trigram indexes with. */
async function searchParts(db: Db, q: SuperFeedQuery): Promise<SearchParts> {
  const part = (index: string, term: string | undefined) =>
    term === undefined ? undefined : trigramSearchPart(db, index, term);
  const [email, computerName] = await Promise.all([
    part('events_email_trgm_idx', q.email),
    part('events_computer_name_trgm_idx', q.computerName),
  ]);
  return { email, computerName };
}

function filters(q: SuperFeedQuery): SQL {
  const parts: SQL[] = [
    sql`e.detection_time >= ${q.start.toISOString()}`,
    sql`e.detection_time <= ${q.end.toISOString()}`,
    sql`e.type in (${list(q.types)})`,
    sql`not e.cleared`,
  ];
  if (!q.includeFalsePositive) parts.push(sql`not e.is_false_positive`);
  if (q.customerId !== undefined) parts.push(sql`e.customer_id = ${q.customerId}`);
  if (q.email !== undefined) parts.push(containsFilter(sql`lower(e.email)`, q.email, q.searchParts?.email));
  if (q.computerName !== undefined)
    parts.push(containsFilter(sql`lower(e.os_computer_name)`, q.computerName, q.searchParts?.computerName));
  if (q.brand !== undefined)
    parts.push(
      sql`exists (select 1 from unnest(e.brands) as b(brand) where lower(b.brand) = ${q.brand.toLowerCase()})`,
    );
  return sql.join(parts, sql` and `);
}

const withCustomer = (page: SQL, order: 'asc' | 'desc') => sql`
  select p.*, c.blob_container as "blobContainer", c.organization_name as "customerName"
  from (${page}) p join customers c on c.id = p."customerId"
  order by ${orderBy('p', order)}`;

const COLUMNS = sql`${EVENT_COLUMNS}, c.blob_container as "blobContainer", c.organization_name as "customerName"`;

/** A page in one statement; with Remove Repeat URL it reads the whole window (the tests' reference). */
export function wholePageSql(q: SuperFeedQuery): SQL {
  const page = q.removeRepeatUrl
    ? sql`select * from (
          select distinct on (e.url) ${EVENT_COLUMNS} from events e where ${filters(q)}
          order by e.url, e.detection_time desc, e.id desc
        ) d order by ${orderBy('d', q.order)} limit ${q.limit} offset ${q.offset}`
    : sql`select ${EVENT_COLUMNS} from events e where ${filters(q)}
        order by ${orderBy('e', q.order)} limit ${q.limit} offset ${q.offset}`;
  return withCustomer(page, q.order);
}

/**
 * Remove Repeat URL from the first `prefix` matches of every organization in the view's order (the
 * index events_super_feed_idx, read backwards oldest first): one row per URL (decisions 0055, 0060).
 */
export function superFeedRepeatUrlPrefixSql(q: SuperFeedQuery, prefix: number): SQL {
  const ctes = sql`stream as materialized (
      select e.customer_id, e.id, e.url, e.detection_time from events e where ${filters(q)}
      order by ${orderBy('e', q.order)} limit ${prefix}
    )`;
  return onePerUrlPageSql(
    { ctes, ended: sql`(select count(*) from stream) < ${prefix}` },
    q,
    filters(q),
    COLUMNS,
  );
}

/**
 * The kept records that answer Remove Repeat URL (decision 0061), or null: with the default filters
 * only, one organization's (customerId) or every organization's, when none is newer than the window.
 */
export async function superFeedUrlNewestScope(db: Db, q: SuperFeedQuery): Promise<UrlNewestScope | null> {
  const defaults =
    isDefaultTypes(q.types) &&
    !q.includeFalsePositive &&
    q.email === undefined &&
    q.computerName === undefined &&
    q.brand === undefined;
  if (!q.removeRepeatUrl || !defaults) return null;
  const scope: UrlNewestScope =
    q.customerId === undefined ? { kind: 'overall' } : { kind: 'organization', customerId: q.customerId };
  return (await answers(db, scope, q.end)) ? scope : null;
}

/**
 * The super feed's reads: all organizations (which only the provider may read), newest first through
 * (detection_time desc, id desc). Remove Repeat URL reads prefixes of the view's order (decisions
 * 0055, 0060), the whole window only past the last prefix, unless the kept records answer (0061).
 */
export function superFeedRepository(db: Db) {
  return {
    /**
     * `prefixes`: the rows Remove Repeat URL reads first and last; tests pass them (small ones) to read
     * the stream rather than the kept records.
     */
    async page(
      _everything: AuthorizedEverything,
      asked: SuperFeedQuery,
      prefixes?: Prefixes,
    ): Promise<SuperFeedRow[]> {
      const kept = prefixes ? null : await superFeedUrlNewestScope(db, asked);
      if (kept) return urlNewestPage<SuperFeedRow>(db, kept, asked, COLUMNS);
      const q = { ...asked, searchParts: await searchParts(db, asked) };
      if (q.removeRepeatUrl)
        return pageFromPrefixes<SuperFeedRow>(
          db,
          q,
          prefixes ?? { first: firstPrefix(q), last: lastPrefix(q) },
          (prefix) => superFeedRepeatUrlPrefixSql(q, prefix),
          wholePageSql(q),
        );
      return rowsOf<SuperFeedRow>(await db.execute(wholePageSql(q)));
    },

    async event(
      _everything: AuthorizedEverything,
      customerId: number,
      id: number,
    ): Promise<SuperFeedRow | null> {
      const page = sql`select ${EVENT_COLUMNS} from events e where e.customer_id = ${customerId} and e.id = ${id}`;
      return rowsOf<SuperFeedRow>(await db.execute(withCustomer(page, 'desc')))[0] ?? null;
    },
  };
}
