import { Center, SegmentedControl } from '@mantine/core';
import { IconChartBar, IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FEED_VIEWS, type FeedView } from '../model/feed-state.ts';

const ITEMS: Record<FeedView, { label: string; icon: ReactNode }> = {
  list: { label: 'List', icon: <IconList size={16} aria-hidden /> },
  grid: { label: 'Grid', icon: <IconLayoutGrid size={16} aria-hidden /> },
  chart: { label: 'Chart', icon: <IconChartBar size={16} aria-hidden /> },
};

/** The view switches: list, grid and chart. */
export function ViewSwitch({ value, onChange }: { value: FeedView; onChange: (view: FeedView) => void }) {
  return (
    <SegmentedControl<FeedView>
      aria-label="View"
      value={value}
      onChange={onChange}
      data={FEED_VIEWS.map((view) => ({
        value: view,
        label: (
          <Center style={{ gap: 6 }}>
            {ITEMS[view].icon}
            <span>{ITEMS[view].label}</span>
          </Center>
        ),
      }))}
    />
  );
}
