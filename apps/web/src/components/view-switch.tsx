import { IconChartBar, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './view-switch.module.css';

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

/** A feed's view switches (list, grid and, for the incident feed, chart): radios, so arrow keys move. */
export function ViewSwitch<V extends FeedViewName>({ views, value, onChange }: ViewSwitchProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="View" className={classes.group}>
      {views.map((view) => (
        <label key={view}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={view}
            checked={view === value}
            onChange={() => onChange(view)}
          />
          <span className={classes.label}>
            {ITEMS[view].icon}
            {ITEMS[view].label}
          </span>
        </label>
      ))}
    </div>
  );
}
