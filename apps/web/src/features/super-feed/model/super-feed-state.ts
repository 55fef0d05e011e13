import {
  DEFAULT_SUPER_FEED_FILTERS,
  type SuperFeedFilters,
  type SuperFeedView,
} from './super-feed-filters.ts';

/** What the super feed keeps between visits (in the filters store): filters, page and view (list by default). */
export interface SuperFeedState {
  filters: SuperFeedFilters;
  page: number;
  view: SuperFeedView;
}

export const DEFAULT_SUPER_FEED_STATE: SuperFeedState = {
  filters: DEFAULT_SUPER_FEED_FILTERS,
  page: 1,
  view: 'list',
};

/** A filter change starts the list again at page 1. */
export const withSuperFeedFilters = (state: SuperFeedState, filters: SuperFeedFilters): SuperFeedState => ({
  ...state,
  filters,
  page: 1,
});
