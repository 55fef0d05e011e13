import { listThreatIntelEvents } from '@baitwatch/contracts/threat-intel/calls';
import { DEFAULT_FEED_SORT } from '@baitwatch/contracts/threat-intel/constants';
import { formatFilterBy } from '@baitwatch/contracts/threat-intel/filter-by';
import type { ThreatIntelEvent } from '@baitwatch/contracts/threat-intel/threat-intel-event';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import {
  type FeedPage,
  FIRST_PAGE_REQUEST,
  nextPageRequest,
  type PageRequest,
  toFeedPage,
} from '../../../lib/feed-pager.ts';
import { alignedPage } from '../model/aligned-page.ts';
import type { ThreatIntelFeedFilters } from '../model/feed-state.ts';

export const threatIntelKeys = {
  all: ['threat-intel'] as const,
  feed: (filters: ThreatIntelFeedFilters) => [...threatIntelKeys.all, 'feed', filters] as const,
  event: (id: number) => [...threatIntelKeys.all, 'event', id] as const,
  summary: () => [...threatIntelKeys.all, 'summary'] as const,
};

/**
 * The threat intel feed's rows the pager asks for (spec doc 2 §4: 21 for 20). The call
 * pages by pageNo × pageSize; a next page starting after the rows held (20, 40… or fewer after an
 * Unverify) is asked as the page that holds it (alignedPage), and the rows before it are dropped
 * (decision 0048). The first page is exactly pageNo=1&pageSize=21.
 */
export async function fetchThreatIntelPage(
  filters: ThreatIntelFeedFilters,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<FeedPage<ThreatIntelEvent>> {
  const page = alignedPage(request.offset, request.size);
  const answer = await callApi(listThreatIntelEvents, {
    signal,
    query: {
      filterBy: formatFilterBy(filters),
      sortBy: DEFAULT_FEED_SORT,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    },
  });
  return toFeedPage(answer.events.slice(page.skip, page.skip + request.size), request);
}

export const threatIntelFeedQueryOptions = (filters: ThreatIntelFeedFilters) =>
  infiniteQueryOptions({
    queryKey: threatIntelKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => fetchThreatIntelPage(filters, pageParam, signal),
    initialPageParam: FIRST_PAGE_REQUEST,
    getNextPageParam: (_last, pages) => nextPageRequest(pages),
    staleTime: 60_000,
  });

export function useThreatIntelFeed(filters: ThreatIntelFeedFilters) {
  return useInfiniteQuery(threatIntelFeedQueryOptions(filters));
}
