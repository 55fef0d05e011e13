import {
  SUPER_FEED_PAGE_SIZE_REQUESTED,
  SUPER_FEED_PAGE_SIZE_SHOWN,
} from '@baitwatch/contracts/events/constants';
import { eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import type { LiveStatus } from '@baitwatch/contracts/live/live-messages';
import { listSuperFeed } from '@baitwatch/contracts/super-feed/calls';
import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { withFlags } from '../../../domains/events/model/action-effects.ts';
import { superFeedKeys } from '../../../domains/events/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';
import { type FeedPage, toFeedPage } from '../../../lib/feed-pager.ts';
import { type SuperFeedFilters, superFeedQuery } from '../model/super-feed-filters.ts';

export interface SuperFeedPage extends FeedPage<SuperFeedEvent> {
  until: string;
}

type PageParam = { pageNo: number; until: string | null };

/** One page (pageNo from 1, 21 asked, 20 shown), the window ending at `until`. */
export async function fetchSuperFeedPage(
  filters: SuperFeedFilters,
  param: PageParam,
  signal?: AbortSignal,
): Promise<SuperFeedPage> {
  const until = param.until ?? new Date().toISOString();
  const answer = await callApi(listSuperFeed, {
    signal,
    query: superFeedQuery(filters, param.pageNo, new Date(until)),
  });
  const request = {
    offset: (param.pageNo - 1) * SUPER_FEED_PAGE_SIZE_SHOWN,
    size: SUPER_FEED_PAGE_SIZE_REQUESTED,
  };
  return { ...toFeedPage(answer.records, request), until };
}

export const SUPER_FEED_KEY = superFeedKeys.list();

export const superFeedQueryOptions = (filters: SuperFeedFilters) =>
  infiniteQueryOptions({
    queryKey: [...SUPER_FEED_KEY, filters] as const,
    queryFn: ({ pageParam, signal }) => fetchSuperFeedPage(filters, pageParam, signal),
    initialPageParam: { pageNo: 1, until: null } as PageParam,
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.hasMore ? { pageNo: pages.length + 1, until: pages[0]?.until ?? null } : undefined,
    staleTime: 60_000,
  });

/** The super feed for the filters: pages load one by one and stay cached. */
export function useSuperFeed(filters: SuperFeedFilters) {
  return useInfiniteQuery(superFeedQueryOptions(filters));
}

/**
 * Another admin's action, heard on the live stream: the super feed's rows change where they stand, the
 * status the server labels recomputed by the same rule (decision 0072).
 */
export function applyLiveStatusToSuperFeed(queryClient: QueryClient, message: LiveStatus) {
  for (const [key, data] of queryClient.getQueriesData<{ pages: SuperFeedPage[] }>({
    queryKey: SUPER_FEED_KEY,
  })) {
    if (!data) continue;
    const pages = withFlags(data.pages, message.customerId, message.events, (row) => ({
      status: eventStatusLabel(row),
    }));
    queryClient.setQueryData(key, {
      ...data,
      pages: pages.map((page, index) => ({ ...page, until: data.pages[index]?.until ?? '' })),
    });
  }
}
