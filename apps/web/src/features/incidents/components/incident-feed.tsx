import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { liveQueryOf } from '../../../domains/events/api/watch-live-events.ts';
import { FeedResults } from '../../../domains/events/components/feed-results.tsx';
import { deferredGrid, deferredList } from '../../../domains/events/components/feed-view-stand-ins.tsx';
import { LiveUpdatesBar } from '../../../domains/events/components/live-updates-bar.tsx';
import { useNewIncidents } from '../../../domains/events/components/use-new-incidents.ts';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { useFilters } from '../../../lib/filters-store.ts';
import { deploymentPath, paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useFeedPaging } from '../../../lib/use-feed-paging.ts';
import { useNow } from '../../../lib/use-now.ts';
import { applyActionToFeeds, applyLiveStatusToFeeds, useIncidentFeed } from '../api/get-all-events.ts';
import { useLicensesCount } from '../api/get-licenses-count.ts';
import { CHART_VIEW_HEIGHT } from '../charts/chart-size.ts';
import { DEFAULT_FILTERS } from '../model/feed-filters.ts';
import type { FeedScope } from '../model/feed-scope.ts';
import { afterFirstLoad, DEFAULT_FEED_STATE, withFilters } from '../model/feed-state.ts';
import { welcomeKind } from '../model/welcome.ts';
import { FilterBar } from './filter-bar.tsx';
import type { IncidentRowsProps } from './incident-grid.tsx';

// Kept out of the first download: the charts and their library load when the chart view opens, the
// popup (modal code) when there is someone to welcome; the list and grid (table and card code) load
// alongside the page, behind their loading state.
const ChartView = lazy(() => import('../charts/chart-view.tsx'));
const WelcomePopup = lazy(() => import('./welcome-popup.tsx'));
const IncidentList = deferredList(() => import('./incident-list.tsx'));
const IncidentGrid = deferredGrid(() => import('./incident-grid.tsx'));

/** The incident feed of one scope: filter bar, list, grid or charts, paging and welcome popups. */
export function IncidentFeed({ scope }: { scope: FeedScope }) {
  const { role, selected, customers } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useFilters('incidents-feed', DEFAULT_FEED_STATE);
  const now = useNow();
  const feed = useIncidentFeed(scope, state.filters, role);
  const setPage = useCallback((page: number) => setState({ ...state, page }), [state, setState]);
  const paging = useFeedPaging(feed, state.page, setPage);
  // New incidents wait behind the bar; shown, the feed (and its charts) fetch again from the first page.
  const updates = useNewIncidents(liveQueryOf(scope), {
    onStatus: (message) => applyLiveStatusToFeeds(queryClient, message),
    onShow: useCallback(() => {
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    }, [setPage, queryClient]),
  });

  const firstPage = feed.data?.pages[0];
  useEffect(() => {
    if (firstPage && !state.firstLoadSeen) setState(afterFirstLoad(state, role, firstPage.rows.length));
  }, [firstPage, state, role, setState]);

  const licenses = useLicensesCount(scope, role !== PROVIDER_ROLE);
  const organizations = customers.filter((entry) => entry.kind === 'organization').length;
  const welcome = state.welcomeClosed ? null : welcomeKind(role, organizations, licenses.data?.count);
  // Mounted from its first showing on (so that it can close with its transition), not before.
  const [welcomeShown, setWelcomeShown] = useState(false);
  if (welcome && !welcomeShown) setWelcomeShown(true);

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
  const rowsProps: Omit<IncidentRowsProps, 'rows'> = {
    loading: paging.loading,
    role,
    detailsPath,
    organizationOf,
    onActionDone: (event, result) => applyActionToFeeds(queryClient, event.customerId, result),
  };

  const body =
    state.view === 'chart' ? (
      <Suspense fallback={<Skeleton height={CHART_VIEW_HEIGHT} radius="md" />}>
        <ChartView scope={scope} days={state.filters.days} />
      </Suspense>
    ) : (
      <FeedResults
        feed={feed}
        paging={paging}
        pagerLabel="Threat feed pages"
        grid={state.view === 'grid'}
        failure={{ title: EVENT_MESSAGES.failedToLoadEvents, serverMessage: EVENT_MESSAGES.serverError }}
      >
        {(rows) =>
          state.view === 'grid' ? (
            <IncidentGrid {...rowsProps} rows={rows} />
          ) : (
            <IncidentList {...rowsProps} rows={rows} resultsCount={paging.resultsCount} now={now} />
          )
        }
      </FeedResults>
    );

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
      <LiveUpdatesBar updates={updates} />
      {body}
      {welcomeShown && (
        <Suspense fallback={null}>
          <WelcomePopup
            kind={welcome}
            deploymentPath={selected ? deploymentPath(selected) : null}
            addOrganizationPath={paths.addOrganization}
            onClose={() => setState({ ...state, welcomeClosed: true })}
          />
        </Suspense>
      )}
    </>
  );
}
