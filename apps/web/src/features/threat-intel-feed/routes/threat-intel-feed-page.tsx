import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { ViewSwitch } from '../../../components/view-switch.tsx';
import { FeedResults } from '../../../domains/events/components/feed-results.tsx';
import { removeRows } from '../../../lib/feed-pager.ts';
import { useFilters } from '../../../lib/filters-store.ts';
import { useSession } from '../../../lib/session.ts';
import { useFeedPaging } from '../../../lib/use-feed-paging.ts';
import { threatIntelFeedQueryOptions, useThreatIntelFeed } from '../api/get-threat-intel-events.ts';
import { ThreatIntelFilters } from '../components/threat-intel-filters.tsx';
import { ThreatIntelGrid, ThreatIntelList } from '../components/threat-intel-rows.tsx';
import { DEFAULT_FEED_STATE, withFilters } from '../model/feed-state.ts';

const VIEWS = ['list', 'grid'] as const;

/** /threat-intel-feed (spec doc 2 §2): the threat intel every licensed organization shares. */
export default function ThreatIntelFeedPage() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useFilters('threat-intel-feed', DEFAULT_FEED_STATE);
  const feed = useThreatIntelFeed(state.filters);
  const setPage = useCallback((page: number) => setState({ ...state, page }), [state, setState]);
  const paging = useFeedPaging(feed, state.page, setPage);

  const rowsProps = {
    loading: paging.loading,
    role,
    // Unverify took the record out: drop it from the pages held (the pager keeps its place).
    onUnverified: (record: { id: number }) =>
      queryClient.setQueryData(threatIntelFeedQueryOptions(state.filters).queryKey, (data) =>
        data ? { ...data, pages: removeRows(data.pages, (row) => row.id === record.id) } : data,
      ),
  };

  return (
    <>
      <PageHeader
        title="Threat Intel Feed"
        description="Phishing pages the provider's analysts verified, shared with every organization licensed for threat intel."
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="md">
        <ThreatIntelFilters
          filters={state.filters}
          onChange={(filters) => setState(withFilters(state, filters))}
        />
        <ViewSwitch views={VIEWS} value={state.view} onChange={(view) => setState({ ...state, view })} />
      </Group>
      <FeedResults
        feed={feed}
        paging={paging}
        pagerLabel="Threat intel pages"
        // Both views show the results count with its '+' while the page is not the last (spec doc 2 §2),
        // once: no second line saying the same number.
        grid
        emptyTitle={M.noThreats}
        countLabel={null}
        failure={{
          title: 'Failed to load threat intel',
          serverMessage: 'Server Error. Please contact Support!!',
        }}
      >
        {(rows) =>
          state.view === 'grid' ? (
            <ThreatIntelGrid {...rowsProps} rows={rows} />
          ) : (
            <ThreatIntelList {...rowsProps} rows={rows} />
          )
        }
      </FeedResults>
    </>
  );
}
