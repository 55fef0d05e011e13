import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  clampPage,
  type FeedPage,
  isLastPage,
  mustFetch,
  pageRows,
  resultsCount,
  totalLabel,
} from './feed-pager.ts';

/**
 * Shows page `page` of a feed held in an infinite query (rules in feed-pager.ts): a page beyond the
 * loaded ones is fetched, one after another, while the last loaded page proves there is more; any
 * other page is sliced from what is held. A page past the end (rows removed, a smaller cache on
 * return) moves back to the last one.
 */
export function useFeedPaging<T>(
  query: UseInfiniteQueryResult<InfiniteData<FeedPage<T>>>,
  page: number,
  setPage: (page: number) => void,
) {
  const pages = query.data?.pages ?? [];
  const { fetchNextPage, isFetching, isFetchNextPageError } = query;
  const loaded = query.data !== undefined;
  const fetchNeeded = loaded && mustFetch(pages, page);
  const clamped = loaded ? clampPage(pages, page) : page;

  useEffect(() => {
    // A failed page is not asked again by itself (the page shows the error and its retry).
    if (fetchNeeded && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [fetchNeeded, isFetching, isFetchNextPageError, fetchNextPage]);
  useEffect(() => {
    if (clamped !== page) setPage(clamped);
  }, [clamped, page, setPage]);

  const rows = pageRows<T>(pages, page);
  return {
    /** The page asked for (1-based), and the way to another. */
    page,
    setPage,
    pages,
    rows,
    /** Nothing to show yet for this page: the first load, or the next page on its way. */
    loading: query.isPending || (fetchNeeded && rows.length === 0),
    isLastPage: loaded ? isLastPage(pages, page) : true,
    resultsCount: resultsCount(pages, page),
    total: totalLabel(pages),
  };
}

/** What a feed page shows of its infinite query (useFeedPaging's answer). */
export type FeedPaging<T> = ReturnType<typeof useFeedPaging<T>>;
