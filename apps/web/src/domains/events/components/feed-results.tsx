import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { isIgnoredFeedError } from '../../../lib/feed-errors.ts';
import type { FeedPaging } from '../../../lib/use-feed-paging.ts';

interface FeedResultsProps<T> {
  feed: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  paging: FeedPaging<T>;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** The grid view also counts the results of the page beside the total. */
  grid: boolean;
  /** How this feed words a failure: the alert's title, and the spec's text for a server error. */
  failure: { title?: string; serverMessage: string };
  /** The placeholder when nothing matches (the threat intel feed's is 'No Threats Detected'). */
  emptyTitle?: string;
  /** What the count line counts; without it the grid's results count stands alone (the threat intel feed). */
  countLabel?: string | null;
  /** The page's rows as a list or grid (called with an empty list while the page loads). */
  children: (rows: T[]) => ReactNode;
}

/** A feed's results: the count line, the rows (or the error, or the empty state) and the pager. */
export function FeedResults<T>({
  feed,
  paging,
  pagerLabel,
  grid,
  failure,
  emptyTitle = EVENT_MESSAGES.noRecordsFound,
  countLabel = 'Events',
  children,
}: FeedResultsProps<T>) {
  // The spec ignores "Invalid customer id" in both feeds: the list just stays empty.
  const ignoredError = feed.isError && isIgnoredFeedError(feed.error);
  const rows = ignoredError ? [] : paging.rows;

  let body: ReactNode;
  if (feed.isError && !ignoredError) {
    const serverFailed = feed.error instanceof ApiError && feed.error.status >= 500;
    body = (
      <ErrorNote
        title={failure.title}
        error={serverFailed ? failure.serverMessage : feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!paging.loading && rows.length === 0) {
    body = <EmptyState title={emptyTitle} />;
  } else {
    body = children(rows);
  }

  return (
    <>
      <Group justify="space-between" mb="xs" mih={24}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {feed.isPending
            ? `Loading ${(countLabel ?? 'results').toLowerCase()}…`
            : countLabel === null
              ? ''
              : `${countLabel}: ${ignoredError ? 0 : paging.total}`}
        </Text>
        {grid && !feed.isPending && (
          <Text size="sm" c="dimmed">
            Results ({paging.resultsCount})
          </Text>
        )}
      </Group>
      {body}
      {/* An ignored error is an empty feed, drawn as one: its pager stays, with nowhere to go. */}
      {(!feed.isError || ignoredError) && (
        <Pager
          page={paging.page}
          isLastPage={ignoredError || paging.isLastPage}
          onPageChange={paging.setPage}
          disabled={paging.loading}
          label={pagerLabel}
        />
      )}
    </>
  );
}
