import { describe, expect, it } from 'vitest';
import {
  allRows,
  clampPage,
  type FeedPage,
  FIRST_PAGE_REQUEST,
  isLastPage,
  mustFetch,
  nextPageRequest,
  pageRows,
  removeRows,
  resultsCount,
  toFeedPage,
  totalLabel,
  updateRows,
} from './feed-pager.ts';

/** Rows n..n+count-1 as the server would answer them. */
const records = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** Loads pages the way the feed does: each request from nextPageRequest, answered from `server`. */
function load(server: number[], pageCount: number, total: number | null = null): FeedPage<number>[] {
  let pages: FeedPage<number>[] = [];
  for (let n = 0; n < pageCount; n++) {
    const request = nextPageRequest(pages);
    if (!request) break;
    const answer = server.slice(request.offset, request.offset + request.size);
    pages = [...pages, toFeedPage(answer, request, n === 0 ? total : null)];
  }
  return pages;
}

describe('feed pager', () => {
  it('asks 21 from row 0 first and keeps 20; the 21st only proves a next page', () => {
    expect(FIRST_PAGE_REQUEST).toEqual({ offset: 0, size: 21 });
    const page = toFeedPage(records(0, 21), FIRST_PAGE_REQUEST);
    expect(page.rows).toEqual(records(0, 20));
    expect(page.hasMore).toBe(true);
    expect(toFeedPage(records(0, 20), FIRST_PAGE_REQUEST).hasMore).toBe(false);
  });

  it('asks offset (n - 1) x 20 and size 21 for page n', () => {
    const pages = load(records(0, 100), 2);
    expect(nextPageRequest(pages)).toEqual({ offset: 40, size: 21 });
    expect(pageRows(pages, 2)).toEqual(records(20, 20));
  });

  it('fetches only beyond the highest page loaded, and never after the last page', () => {
    const server = records(0, 45);
    const pages = load(server, 2);
    expect(mustFetch(pages, 1)).toBe(false);
    expect(mustFetch(pages, 2)).toBe(false);
    expect(mustFetch(pages, 3)).toBe(true);
    const all = load(server, 3);
    expect(nextPageRequest(all)).toBeUndefined();
    expect(mustFetch(all, 4)).toBe(false);
    expect(pageRows(all, 3)).toEqual(records(40, 5));
    // Going back slices what is held.
    expect(pageRows(all, 1)).toEqual(records(0, 20));
  });

  it('knows the last page from the probe, including a last page that is exactly full', () => {
    const exact = load(records(0, 40), 2);
    expect(isLastPage(exact, 1)).toBe(false);
    expect(isLastPage(exact, 2)).toBe(true);
    const more = load(records(0, 41), 2);
    expect(isLastPage(more, 2)).toBe(false);
  });

  it('continues after the rows held when an action removed some, so nothing is skipped', () => {
    const server = records(0, 100);
    let pages = load(server, 2);
    pages = removeRows(pages, (row) => row === 5);
    const left = server.filter((row) => row !== 5);
    const request = nextPageRequest(pages);
    expect(request).toEqual({ offset: 39, size: 22 });
    if (!request) throw new Error('expected a request');
    pages = [...pages, toFeedPage(left.slice(request.offset, request.offset + request.size), request)];
    expect(allRows(pages)).toEqual(left.slice(0, 60));
    expect(pageRows(pages, 3)).toEqual(left.slice(40, 60));
    expect(pages.at(-1)?.hasMore).toBe(true);
  });

  it('lowers the total by the rows removed and updates rows in place', () => {
    let pages = load(records(0, 30), 1, 30);
    pages = removeRows(pages, (row) => row === 3);
    expect(pages[0]?.total).toBe(29);
    expect(pageRows(pages, 1)).not.toContain(3);
    expect(removeRows(pages, (row) => row === 999)[0]?.total).toBe(29);
    pages = updateRows(
      pages,
      (row) => row === 4,
      (row) => row + 1000,
    );
    expect(pageRows(pages, 1)).toContain(1004);
  });

  it('moves back a page when a removal emptied the last one', () => {
    let pages = load(records(0, 21), 2);
    expect(pageRows(pages, 2)).toEqual([20]);
    pages = removeRows(pages, (row) => row === 20);
    expect(clampPage(pages, 2)).toBe(1);
    expect(clampPage(load(records(0, 50), 1), 2)).toBe(2);
  });

  it('counts results with a + while the page is not the last', () => {
    const pages = load(records(0, 45), 3);
    expect(resultsCount(pages, 1)).toBe('20+');
    expect(resultsCount(pages, 2)).toBe('40+');
    expect(resultsCount(pages, 3)).toBe('45');
  });

  it('reads the total from the count, "More than N" at the cap or while pages come back full', () => {
    expect(totalLabel(load(records(0, 45), 1, 45))).toBe('45');
    expect(totalLabel([{ rows: [1], hasMore: true, total: 10_000, totalCapped: true }])).toBe(
      'More than 10000',
    );
    // No count: every page full (a multiple of 21 fetched) means more than the rows held.
    expect(totalLabel(load(records(0, 45), 2))).toBe('More than 40');
    expect(totalLabel(load(records(0, 45), 3))).toBe('45');
    expect(totalLabel([])).toBe('0');
  });
});
