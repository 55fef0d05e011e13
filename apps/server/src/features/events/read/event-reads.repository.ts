import { TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../../auth/authorized.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { idArray } from '../../../db/sql-lists.ts';
import { EVENT_COLUMNS, type EventRow } from './event-row.ts';
import { filters } from './feed-filters.ts';
import { orderBy } from './feed-order.ts';
import type { FeedQuery } from './feed-query.ts';
import { repeatUrlCount, repeatUrlPage, repeatUrlWholeCountSql } from './repeat-url.repository.ts';
import { feedUrlNewestScope, urlNewestCount, urlNewestPage } from './url-newest.repository.ts';

const FEED_COLUMNS = sql`${EVENT_COLUMNS}, c.blob_container as "blobContainer"`;

/**
 * One page of the feed in one statement. Each organization's newest matches come from its own index
 * range (a LATERAL per organization, offset + limit rows at most), then merge: a Global View of many
 * organizations never sorts more than (offset + limit) rows per organization. Remove Repeat URL here
 * reads every match of the window (one row per URL, its newest): the repository reads prefixes of the
 * stream instead (repeat-url.repository.ts) and this statement only when they would cost more; it
 * is the reference their tests compare against.
 */
export function feedPageSql(q: FeedQuery): SQL {
  const page = q.removeRepeatUrl
    ? sql`select * from (
          select distinct on (e.url) ${EVENT_COLUMNS} from events e
          where e.customer_id = any(${idArray(q.organizations.ids)}) and ${filters(q)}
          order by e.url, e.detection_time desc, e.id desc
        ) d order by ${orderBy('d', q.order)} limit ${q.limit} offset ${q.offset}`
    : sql`select s.* from unnest(${idArray(q.organizations.ids)}) as scope(customer_id)
        cross join lateral (
          select ${EVENT_COLUMNS} from events e
          where e.customer_id = scope.customer_id and ${filters(q)}
          order by ${orderBy('e', q.order)} limit ${q.offset + q.limit}
        ) s
        order by ${orderBy('s', q.order)} limit ${q.limit} offset ${q.offset}`;
  return sql`select p.*, c.blob_container as "blobContainer" from (${page}) p
    join customers c on c.id = p."customerId"
    order by ${orderBy('p', q.order)}`;
}

/**
 * How many events match, counting no further than TOTAL_COUNT_CAP + 1 (so "more than" can be told).
 * With Remove Repeat URL this reads the window; the repository first tries a sample
 * (repeat-url.repository.ts) and keeps this as the reference.
 */
export function feedCountSql(q: FeedQuery): SQL {
  if (q.removeRepeatUrl) return repeatUrlWholeCountSql(q);
  return sql`select count(*)::int as n from (
      select 1 from events e where e.customer_id = any(${idArray(q.organizations.ids)}) and ${filters(q)}
      limit ${TOTAL_COUNT_CAP + 1}
    ) m`;
}

export const eventRefCondition = (ref: EventRef): SQL =>
  'id' in ref ? sql`e.id = ${ref.id}` : sql`e.event_id = ${ref.eventId}`;

/**
 * The event read model: every feature that reads events (the incident feed, event details and
 * actions, and the dashboards, licenses, SOC API and threat intel to come) reads them here or builds
 * on its columns and order. Every read names the organizations it may see.
 */
export function eventReadsRepository(db: Db) {
  return {
    /** Remove Repeat URL: the kept records when they answer (url-newest.repository.ts), else the stream. */
    async feedPage(query: FeedQuery): Promise<EventRow[]> {
      const kept = await feedUrlNewestScope(db, query);
      if (kept) return urlNewestPage<EventRow>(db, kept, query, FEED_COLUMNS);
      if (query.removeRepeatUrl) return repeatUrlPage(db, query, feedPageSql(query));
      return rowsOf<EventRow>(await db.execute(feedPageSql(query)));
    },

    async feedCount(query: FeedQuery): Promise<number> {
      const kept = await feedUrlNewestScope(db, query);
      if (kept) return urlNewestCount(db, kept, query);
      if (query.removeRepeatUrl) return repeatUrlCount(db, query);
      const [row] = rowsOf<{ n: number | string }>(await db.execute(feedCountSql(query)));
      return Number(row?.n ?? 0);
    },

    /**
     * The last event row id handed out: a snapshot bound for paging (ids grow as events are stored).
     * Read from the sequence, not max(id), which no index answers across organizations.
     */
    async lastEventId(): Promise<number> {
      const [row] = rowsOf<{ n: number | string | null }>(
        await db.execute(sql`select case when is_called then last_value else 0 end as n from events_id_seq`),
      );
      return Number(row?.n ?? 0);
    },

    async event(
      organization: AuthorizedOrganization,
      ref: EventRef,
      tx: Db | Tx = db,
    ): Promise<(EventRow & { organizationName: string; detectionReasons: unknown }) | null> {
      const result = await tx.execute(sql`
        select ${EVENT_COLUMNS}, c.blob_container as "blobContainer", c.organization_name as "organizationName",
          e.detection_reasons as "detectionReasons"
        from events e join customers c on c.id = e.customer_id
        where e.customer_id = ${organization.id} and ${eventRefCondition(ref)}`);
      return rowsOf<EventRow & { organizationName: string; detectionReasons: unknown }>(result)[0] ?? null;
    },

    /** Some of an organization's events by their event ids, of the given types, oldest first, with when they arrived. */
    async eventsOf(
      organization: AuthorizedOrganization,
      eventIds: readonly string[],
      types: readonly number[],
    ): Promise<(EventRow & { received: Date | string })[]> {
      if (eventIds.length === 0) return [];
      const result = await db.execute(sql`
        select ${EVENT_COLUMNS}, c.blob_container as "blobContainer", e.received as "received"
        from events e join customers c on c.id = e.customer_id
        where e.customer_id = ${organization.id}
          and e.event_id = any(${sql`${`{${eventIds.join(',')}}`}::uuid[]`})
          and e.type = any(${idArray(types)})
        order by e.detection_time, e.id`);
      return rowsOf<EventRow & { received: Date | string }>(result);
    },
  };
}
