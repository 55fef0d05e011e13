import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Group, Text } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { isIgnoredFeedError } from '../../../lib/feed-errors.ts';
import { useFilters } from '../../../lib/filters-store.ts';
import { useFeedPaging } from '../../../lib/use-feed-paging.ts';
import { useSuperFeed } from '../api/get-super-feed.ts';
import { SuperFeedFilterBar } from '../components/super-feed-filter-bar.tsx';
import { SuperFeedGrid } from '../components/super-feed-grid.tsx';
import { SuperFeedList } from '../components/super-feed-list.tsx';
import { DEFAULT_SUPER_FEED_FILTERS } from '../model/super-feed-filters.ts';
import { DEFAULT_SUPER_FEED_STATE, withSuperFeedFilters } from '../model/super-feed-state.ts';

/** /super-feed ({product}Admin): every organization's events, list (default) or grid, with paging. */
export default function SuperFeedPage() {
  const [state, setState] = useFilters('super-feed', DEFAULT_SUPER_FEED_STATE);
  const feed = useSuperFeed(state.filters);
  const setPage = useCallback((page: number) => setState({ ...state, page }), [state, setState]);
  const paging = useFeedPaging(feed, state.page, setPage);

  // The spec ignores "Invalid customer id" in both feeds: the list just stays empty.
  const ignoredError = feed.isError && isIgnoredFeedError(feed.error);
  const rows = ignoredError ? [] : paging.rows;

  let body: ReactNode;
  if (feed.isError && !ignoredError) {
    const serverFailed = feed.error instanceof ApiError && feed.error.status >= 500;
    body = (
      <ErrorNote
        error={serverFailed ? EVENT_MESSAGES.couldNotLoadSuperFeed : feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!paging.loading && rows.length === 0) {
    body = <EmptyState title={EVENT_MESSAGES.noRecordsFound} />;
  } else if (state.view === 'grid') {
    body = <SuperFeedGrid rows={rows} loading={paging.loading} />;
  } else {
    body = <SuperFeedList rows={rows} loading={paging.loading} resultsCount={paging.resultsCount} />;
  }

  return (
    <>
      <PageHeader title="Super Feed" description="Detected events across all organizations" />
      <SuperFeedFilterBar
        filters={state.filters}
        onChange={(filters) => setState(withSuperFeedFilters(state, filters))}
        onReset={() => setState(withSuperFeedFilters(state, DEFAULT_SUPER_FEED_FILTERS))}
        view={state.view}
        onViewChange={(view) => setState({ ...state, view })}
      />
      <Group justify="space-between" mb="xs" mih={24}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {feed.isPending ? 'Loading events…' : `Events: ${ignoredError ? 0 : paging.total}`}
        </Text>
        {state.view === 'grid' && !feed.isPending && (
          <Text size="sm" c="dimmed">
            Results ({paging.resultsCount})
          </Text>
        )}
      </Group>
      {body}
      {!feed.isError && (
        <Pager
          page={state.page}
          isLastPage={paging.isLastPage}
          onPageChange={setPage}
          disabled={paging.loading}
          label="Super feed pages"
        />
      )}
    </>
  );
}
