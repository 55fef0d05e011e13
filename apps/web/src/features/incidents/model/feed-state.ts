import type { Role } from '@baitwatch/contracts/common/product';
import { DEFAULT_FILTERS, type IncidentFilters } from './feed-filters.ts';

export const FEED_VIEWS = ['list', 'grid', 'chart'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];

/**
 * What the incident feed keeps between visits (in the filters store, so a change of organization
 * resets it): the filters, the page, the view, and whether the first load has been looked at.
 */
export interface IncidentFeedState {
  filters: IncidentFilters;
  page: number;
  view: FeedView;
  firstLoadSeen: boolean;
  welcomeClosed: boolean;
}

export const DEFAULT_FEED_STATE: IncidentFeedState = {
  filters: DEFAULT_FILTERS,
  page: 1,
  view: 'list',
  firstLoadSeen: false,
  welcomeClosed: false,
};

/** A filter change starts the list again at page 1 (spec doc 1 §4). */
export const withFilters = (state: IncidentFeedState, filters: IncidentFilters): IncidentFeedState => ({
  ...state,
  filters,
  page: 1,
});

/**
 * After the first load: a CustomerAdmin whose feed is empty goes to the chart view, once (spec doc 1
 * §4 "View switching"). Later loads, or a view the user picks afterwards, are left alone.
 */
export function afterFirstLoad(state: IncidentFeedState, role: Role, rowCount: number): IncidentFeedState {
  if (state.firstLoadSeen) return state;
  const toChart = role === 'CustomerAdmin' && rowCount === 0;
  return { ...state, firstLoadSeen: true, view: toChart ? 'chart' : state.view };
}
