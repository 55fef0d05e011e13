import type { ThreatIntelRange } from '@baitwatch/contracts/threat-intel/constants';

/** The feed's filters (spec doc 2 §2, §3): a brand, a time range, Remove Repeated URLs. */
export interface ThreatIntelFeedFilters {
  range: ThreatIntelRange;
  brand: string;
  removeRepeatUrl: boolean;
}

export interface ThreatIntelFeedState {
  view: 'list' | 'grid';
  filters: ThreatIntelFeedFilters;
  page: number;
}

/** The defaults: the last 30 days, newest first, the list (spec doc 2 §3, §9). */
export const DEFAULT_FEED_STATE: ThreatIntelFeedState = {
  view: 'list',
  filters: { range: 'last30d', brand: '', removeRepeatUrl: false },
  page: 1,
};

/** A filter change starts again from page 1 (spec doc 2 §4). */
export const withFilters = (
  state: ThreatIntelFeedState,
  filters: ThreatIntelFeedFilters,
): ThreatIntelFeedState => ({
  ...state,
  filters,
  page: 1,
});

export const RANGE_LABELS: Record<ThreatIntelRange, string> = {
  last30d: 'Last 30 days',
  last60d: 'Last 60 days',
  last90d: 'Last 90 days',
  last1y: 'Last year',
  last3y: 'Last 3 years',
};
