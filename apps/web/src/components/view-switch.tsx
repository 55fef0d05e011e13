import { Center, SegmentedControl } from '@mantine/core';
import { IconChartBar, IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type FeedViewName = 'list' | 'grid' | 'chart';

const ITEMS: Record<FeedViewName, { label: string; icon: ReactNode }> = {
  list: { label: 'List', icon: <IconList size={16} aria-hidden /> },
  grid: { label: 'Grid', icon: <IconLayoutGrid size={16} aria-hidden /> },
  chart: { label: 'Chart', icon: <IconChartBar size={16} aria-hidden /> },
};

interface ViewSwitchProps<V extends FeedViewName> {
  views: readonly V[];
  value: V;
  onChange: (view: V) => void;
}

/** A feed's view switches (list, grid and, for the incident feed, chart). */
export function ViewSwitch<V extends FeedViewName>({ views, value, onChange }: ViewSwitchProps<V>) {
  return (
    <SegmentedControl<V>
      aria-label="View"
      value={value}
      onChange={onChange}
      data={views.map((view) => ({
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
