import { FEED_PAGE_SIZE_REQUESTED, FEED_PAGE_SIZE_SHOWN } from '@baitwatch/contracts/events/constants';

/**
 * The paging of the feeds (spec doc 1 §4): the list asks 21 records and shows 20, the 21st only
 * proving that another page exists. Pages load one after another and stay cached: a page is fetched
 * only when it is beyond the highest page loaded and that one was not the last; every other page is
 * a slice of the rows already held. These are the pure rules; the feeds keep the loaded pages in a
 * TanStack infinite query.
 */

/** One answer, as kept: the rows shown (never the probe record) and whether more exist. */
export interface FeedPage<T> {
  rows: T[];
  hasMore: boolean;
  /** The count of every match, when the call asked for it (first page only); null otherwise. */
  total: number | null;
  /** True when the server stopped counting at its cap, so `total` is a lower bound. */
  totalCapped: boolean;
}

/** What to ask for: from which row, and how many (the rows of the page plus one probe). */
export interface PageRequest {
  offset: number;
  size: number;
}

export const FIRST_PAGE_REQUEST: PageRequest = { offset: 0, size: FEED_PAGE_SIZE_REQUESTED };

const heldRows = <T>(pages: readonly FeedPage<T>[]) => pages.reduce((n, page) => n + page.rows.length, 0);

/** Every row held, in order. */
export const allRows = <T>(pages: readonly FeedPage<T>[]): T[] => pages.flatMap((page) => page.rows);

/**
 * The request for the page after the loaded ones, or undefined when the last one loaded was the
 * last. It starts after the rows held, so rows removed by an action (which left the server's list
 * too) shift nothing; normally that is offset (n - 1) x 20 and size 21.
 */
export function nextPageRequest<T>(pages: readonly FeedPage<T>[]): PageRequest | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_PAGE_REQUEST;
  if (!last.hasMore) return undefined;
  const held = heldRows(pages);
  const wanted = (pages.length + 1) * FEED_PAGE_SIZE_SHOWN;
  return { offset: held, size: Math.max(wanted - held, 0) + 1 };
}

/** Keeps an answer's rows up to the request's size minus the probe; the probe says whether more exist. */
export function toFeedPage<T>(
  records: readonly T[],
  request: PageRequest,
  total: number | null = null,
  totalCapped = false,
): FeedPage<T> {
  return {
    rows: records.slice(0, request.size - 1),
    hasMore: records.length >= request.size,
    total,
    totalCapped,
  };
}

/** The rows of page `page` (1-based): always a slice of the rows held. */
export function pageRows<T>(pages: readonly FeedPage<T>[], page: number): T[] {
  const start = (page - 1) * FEED_PAGE_SIZE_SHOWN;
  return allRows(pages).slice(start, start + FEED_PAGE_SIZE_SHOWN);
}

/** Whether showing `page` needs a fetch: beyond the highest page loaded, which was not the last. */
export function mustFetch<T>(pages: readonly FeedPage<T>[], page: number): boolean {
  if (pages.length === 0) return false;
  return page > pages.length && (pages.at(-1)?.hasMore ?? false);
}

/** Whether `page` is the last one: nothing is held beyond it and the server has no more. */
export function isLastPage<T>(pages: readonly FeedPage<T>[], page: number): boolean {
  const more = pages.at(-1)?.hasMore ?? false;
  return !more && heldRows(pages) <= page * FEED_PAGE_SIZE_SHOWN;
}

/** The page to show when the held rows shrank below the current page (a removal emptied it). */
export function clampPage<T>(pages: readonly FeedPage<T>[], page: number): number {
  const more = pages.at(-1)?.hasMore ?? false;
  if (more) return page;
  const lastPage = Math.max(1, Math.ceil(heldRows(pages) / FEED_PAGE_SIZE_SHOWN));
  return Math.min(page, lastPage);
}

/** Removes the rows that match (an action took them out of the feed) and lowers the total as much. */
export function removeRows<T>(pages: readonly FeedPage<T>[], matches: (row: T) => boolean): FeedPage<T>[] {
  let removed = 0;
  const next = pages.map((page) => {
    const rows = page.rows.filter((row) => !matches(row));
    removed += page.rows.length - rows.length;
    return rows.length === page.rows.length ? page : { ...page, rows };
  });
  if (removed === 0) return [...pages];
  return next.map((page) =>
    page.total === null ? page : { ...page, total: Math.max(page.total - removed, 0) },
  );
}

/** Changes the rows that match (an action changed their flags). */
export function updateRows<T>(
  pages: readonly FeedPage<T>[],
  matches: (row: T) => boolean,
  update: (row: T) => T,
): FeedPage<T>[] {
  return pages.map((page) =>
    page.rows.some(matches)
      ? { ...page, rows: page.rows.map((row) => (matches(row) ? update(row) : row)) }
      : page,
  );
}

/**
 * The Results count of a page: how many results up to the end of this page, with a "+" when the
 * page is not the last (spec doc 1 §4).
 */
export function resultsCount<T>(pages: readonly FeedPage<T>[], page: number): string {
  const start = (page - 1) * FEED_PAGE_SIZE_SHOWN;
  const upTo = start + pageRows(pages, page).length;
  return isLastPage(pages, page) ? String(upTo) : `${upTo}+`;
}

/**
 * The feed's total. With a count from the server it is that count ("More than N" when the server
 * stopped counting at its cap). Without one, it is the rows held, and "More than N" while a next
 * page exists: the spec's "when the total is a multiple of 21" (every page came back full, 21 by 21,
 * so the probe proved more).
 */
export function totalLabel<T>(pages: readonly FeedPage<T>[]): string {
  const counted = pages.find((page) => page.total !== null);
  if (counted?.total !== null && counted?.total !== undefined) {
    return counted.totalCapped ? `More than ${counted.total}` : String(counted.total);
  }
  const held = heldRows(pages);
  return pages.at(-1)?.hasMore ? `More than ${held}` : String(held);
}
