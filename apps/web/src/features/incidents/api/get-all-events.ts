import type { Role } from '@baitwatch/contracts/common/product';
import { listIncidents } from '@baitwatch/contracts/events/calls';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import type { LiveStatus } from '@baitwatch/contracts/live/live-messages';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { applyActionResult, withFlags } from '../../../domains/events/model/action-effects.ts';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import {
  type FeedPage,
  FIRST_PAGE_REQUEST,
  nextPageRequest,
  type PageRequest,
  toFeedPage,
} from '../../../lib/feed-pager.ts';
import { callForScope } from '../../../lib/org-scope-call.ts';
import {
  type FeedFilterQuery,
  feedWindow,
  type IncidentFilters,
  toFeedFilterQuery,
} from '../model/feed-filters.ts';
import { type FeedScope, scopeKey } from '../model/feed-scope.ts';

/** A loaded page of the incident feed, with the instant its window ends (the same for every page). */
export interface IncidentPage extends FeedPage<EventRecord> {
  until: string;
}

type PageParam = PageRequest & { until: string | null };

/**
 * One page of the feed: asks the count with the first page
 * only, and ends every page's window where the first page's ended, so that events arriving while
 * the user pages do not shift the offsets.
 */
export async function fetchIncidentPage(
  scope: FeedScope,
  days: number,
  filters: FeedFilterQuery,
  param: PageParam,
  signal?: AbortSignal,
): Promise<IncidentPage> {
  const until = param.until ?? new Date().toISOString();
  const answer = await callForScope(listIncidents, scope, {
    signal,
    query: {
      ...filters,
      ...feedWindow(days, new Date(until)),
      order: 'desc',
      offset: param.offset,
      pageSize: param.size,
      requireTotalRecordsCount: param.offset === 0 || undefined,
    },
  });
  return {
    ...toFeedPage(answer.records, param, answer.totalRecordCount, answer.totalRecordCountCapped),
    until,
  };
}

const FEED_KEY = incidentKeys.feed();

export const incidentFeedQueryOptions = (scope: FeedScope, filters: IncidentFilters, role: Role) => {
  const query = toFeedFilterQuery(filters, role);
  return infiniteQueryOptions({
    queryKey: [...FEED_KEY, scopeKey(scope), filters.days, query] as const,
    queryFn: ({ pageParam, signal }) => fetchIncidentPage(scope, filters.days, query, pageParam, signal),
    initialPageParam: { ...FIRST_PAGE_REQUEST, until: null } as PageParam,
    getNextPageParam: (_last, pages): PageParam | undefined => {
      const request = nextPageRequest(pages);
      return request && { ...request, until: pages[0]?.until ?? null };
    },
    staleTime: 60_000,
  });
};

/** The incident feed of a scope and filters: pages load one by one and stay cached. */
export function useIncidentFeed(scope: FeedScope, filters: IncidentFilters, role: Role) {
  return useInfiniteQuery(incidentFeedQueryOptions(scope, filters, role));
}

type FeedData = { pages: IncidentPage[]; pageParams: unknown[] };

/** Changes every loaded incident feed's pages, each as its filters need. */
function changeFeeds(
  queryClient: QueryClient,
  change: (pages: IncidentPage[], filters: FeedFilterQuery | undefined) => FeedPage<EventRecord>[],
) {
  for (const [key, data] of queryClient.getQueriesData<FeedData>({ queryKey: FEED_KEY })) {
    if (!data) continue;
    const pages = change(data.pages, key[4] as FeedFilterQuery | undefined);
    queryClient.setQueryData(key, {
      ...data,
      pages: pages.map((page, index) => ({ ...page, until: data.pages[index]?.until ?? '' })),
    });
  }
}

/**
 * Applies an action's answer to every loaded incident feed: the event leaves or changes in place
 * (spec doc 1 §4), so returning to a feed shows it without a reload.
 */
export function applyActionToFeeds(queryClient: QueryClient, customerId: number, result: EventActionResult) {
  changeFeeds(queryClient, (pages, filters) =>
    applyActionResult(pages, customerId, result, filters?.triagedEvent),
  );
}

/** Another admin's action, heard on the live stream: the rows change where they stand (decision 0072). */
export function applyLiveStatusToFeeds(queryClient: QueryClient, message: LiveStatus) {
  changeFeeds(queryClient, (pages) => withFlags(pages, message.customerId, message.events));
}
