import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Group, Skeleton, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { isIgnoredFeedError } from '../../../lib/feed-errors.ts';
import { useFilters } from '../../../lib/filters-store.ts';
import { deploymentPath, paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useFeedPaging } from '../../../lib/use-feed-paging.ts';
import { useNow } from '../../../lib/use-now.ts';
import { applyActionToFeeds, useIncidentFeed } from '../api/get-all-events.ts';
import { useLicensesCount } from '../api/get-licenses-count.ts';
import { CHART_HEIGHT } from '../charts/chart-card.tsx';
import { DEFAULT_FILTERS } from '../model/feed-filters.ts';
import type { FeedScope } from '../model/feed-scope.ts';
import { afterFirstLoad, DEFAULT_FEED_STATE, withFilters } from '../model/feed-state.ts';
import { welcomeKind } from '../model/welcome.ts';
import { FilterBar } from './filter-bar.tsx';
import { IncidentGrid } from './incident-grid.tsx';
import { IncidentList } from './incident-list.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

// The charts and their library load only when the chart view opens.
const ChartView = lazy(() => import('../charts/chart-view.tsx'));

/** The incident feed of one scope: filter bar, list, grid or charts, paging and welcome popups. */
export function IncidentFeed({ scope }: { scope: FeedScope }) {
  const { role, selected, customers } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useFilters('incidents-feed', DEFAULT_FEED_STATE);
  const now = useNow();
  const feed = useIncidentFeed(scope, state.filters, role);
  const setPage = useCallback((page: number) => setState({ ...state, page }), [state, setState]);
  const paging = useFeedPaging(feed, state.page, setPage);
  const ignoredError = feed.isError && isIgnoredFeedError(feed.error);

  const firstPage = feed.data?.pages[0];
  useEffect(() => {
    if (firstPage && !state.firstLoadSeen) setState(afterFirstLoad(state, role, firstPage.rows.length));
  }, [firstPage, state, role, setState]);

  const licenses = useLicensesCount(scope, role !== PROVIDER_ROLE);
  const organizations = customers.filter((entry) => entry.kind === 'organization').length;
  const welcome = state.welcomeClosed ? null : welcomeKind(role, organizations, licenses.data?.count);

  const detailsPath = (event: EventRecord) =>
    scope.kind === 'customers'
      ? paths.customer.incident(scope.id, event.eventId)
      : paths.tenant.incident(scope.id, event.customerId, event.eventId);
  // A Global View spans organizations: each row says whose event it is.
  const organizationOf =
    scope.kind === 'tenants'
      ? (event: EventRecord) =>
          customers.find((entry) => entry.kind === 'organization' && entry.id === event.customerId)
            ?.organizationName ?? null
      : undefined;
  const onActionDone = (event: EventRecord, result: EventActionResult) =>
    applyActionToFeeds(queryClient, event.customerId, result);

  const rows = ignoredError ? [] : paging.rows;
  const showList = state.view !== 'chart';
  let body: ReactNode;
  if (!showList) {
    body = (
      <Suspense fallback={<Skeleton height={CHART_HEIGHT * 2 + 120} radius="md" />}>
        <ChartView scope={scope} days={state.filters.days} />
      </Suspense>
    );
  } else if (feed.isError && !ignoredError) {
    body = (
      <ErrorNote
        title={EVENT_MESSAGES.failedToLoadEvents}
        error={
          feed.error instanceof ApiError && feed.error.status >= 500 ? EVENT_MESSAGES.serverError : feed.error
        }
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (!paging.loading && rows.length === 0) {
    body = <EmptyState title={EVENT_MESSAGES.noRecordsFound} />;
  } else if (state.view === 'grid') {
    body = (
      <IncidentGrid
        rows={rows}
        loading={paging.loading}
        role={role}
        detailsPath={detailsPath}
        organizationOf={organizationOf}
        onActionDone={onActionDone}
      />
    );
  } else {
    body = (
      <IncidentList
        rows={rows}
        loading={paging.loading}
        resultsCount={paging.resultsCount}
        role={role}
        now={now}
        detailsPath={detailsPath}
        organizationOf={organizationOf}
        onActionDone={onActionDone}
      />
    );
  }

  return (
    <>
      <PageHeader title="Threat Feed" description={selected?.displayName} />
      <FilterBar
        scope={scope}
        filters={state.filters}
        onChange={(filters) => setState(withFilters(state, filters))}
        onReset={() => setState(withFilters(state, DEFAULT_FILTERS))}
        withStatus={role === PROVIDER_ROLE}
        view={state.view}
        onViewChange={(view) => setState({ ...state, view })}
      />
      {showList && (
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
      )}
      {body}
      {showList && !feed.isError && (
        <Pager
          page={state.page}
          isLastPage={paging.isLastPage}
          onPageChange={setPage}
          disabled={paging.loading}
          label="Threat feed pages"
        />
      )}
      <WelcomePopup
        kind={welcome}
        deploymentPath={selected ? deploymentPath(selected) : null}
        addOrganizationPath={paths.addOrganization}
        onClose={() => setState({ ...state, welcomeClosed: true })}
      />
    </>
  );
}
