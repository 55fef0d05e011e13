import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { FeedResults } from '../../../domains/events/components/feed-results.tsx';
import { deferredGrid, deferredList } from '../../../domains/events/components/feed-view-stand-ins.tsx';
import { LiveUpdatesBar } from '../../../domains/events/components/live-updates-bar.tsx';
import { useNewIncidents } from '../../../domains/events/components/use-new-incidents.ts';
import { superFeedKeys } from '../../../domains/events/model/query-keys.ts';
import { useFilters } from '../../../lib/filters-store.ts';
import { useFeedPaging } from '../../../lib/use-feed-paging.ts';
import { applyLiveStatusToSuperFeed, useSuperFeed } from '../api/get-super-feed.ts';
import { SuperFeedFilterBar } from '../components/super-feed-filter-bar.tsx';
import { DEFAULT_SUPER_FEED_FILTERS } from '../model/super-feed-filters.ts';
import { DEFAULT_SUPER_FEED_STATE, withSuperFeedFilters } from '../model/super-feed-state.ts';

// The views bring the table and card code: they load alongside the page, behind their loading state.
const SuperFeedList = deferredList(() => import('../components/super-feed-list.tsx'));
const SuperFeedGrid = deferredGrid(() => import('../components/super-feed-grid.tsx'));

/** The live stream of everything the session reads: for the provider, every organization. */
const EVERYTHING = {};

/** /super-feed ({product}Admin): every organization's events, list (default) or grid, with paging. */
export default function SuperFeedPage() {
  const [state, setState] = useFilters('super-feed', DEFAULT_SUPER_FEED_STATE);
  const feed = useSuperFeed(state.filters);
  const setPage = useCallback((page: number) => setState({ ...state, page }), [state, setState]);
  const paging = useFeedPaging(feed, state.page, setPage);
  const queryClient = useQueryClient();
  // Every organization's events (the provider's scope): counted behind the bar, shown from page 1.
  const updates = useNewIncidents(EVERYTHING, {
    onStatus: (message) => applyLiveStatusToSuperFeed(queryClient, message),
    onShow: useCallback(() => {
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: superFeedKeys.all });
    }, [setPage, queryClient]),
  });

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
      <LiveUpdatesBar updates={updates} />
      <FeedResults
        feed={feed}
        paging={paging}
        pagerLabel="Super feed pages"
        grid={state.view === 'grid'}
        failure={{ serverMessage: EVENT_MESSAGES.couldNotLoadSuperFeed }}
      >
        {(rows) =>
          state.view === 'grid' ? (
            <SuperFeedGrid rows={rows} loading={paging.loading} />
          ) : (
            <SuperFeedList rows={rows} loading={paging.loading} resultsCount={paging.resultsCount} />
          )
        }
      </FeedResults>
    </>
  );
}
