import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import {
  type DATE_RANGE_DAYS,
  DEFAULT_EVENT_WINDOW_DAYS,
  DEFAULT_FEED_TYPES,
} from '@baitwatch/contracts/events/constants';
import {
  STATUS_FILTER_VALUES,
  type StatusFilterValue,
  statusFilterQuery,
} from '@baitwatch/contracts/events/status-filter';

export type DateRangeDays = (typeof DATE_RANGE_DAYS)[number];

/** The labels of the date range choices (spec doc 1 §9: 30, 60, 90 days, 1 year, 3 years). */
export const DATE_RANGE_LABELS: Record<DateRangeDays, string> = {
  30: 'Last 30 Days',
  60: 'Last 60 Days',
  90: 'Last 90 Days',
  365: 'Last 1 Year',
  1095: 'Last 3 Years',
};

/** The incident feed's filter bar and filter popover. */
export interface IncidentFilters {
  days: DateRangeDays;
  /** An extension user picked in the user filter (its label is kept to show it again). */
  user: { id: number; label: string } | null;
  brand: string | null;
  /** The status filter ({product}Admin only). */
  status: StatusFilterValue;
  removeRepeateUrl: boolean;
  removeThreatUrl: boolean;
  includeFalsePositive: boolean;
}

export const DEFAULT_FILTERS: IncidentFilters = {
  days: DEFAULT_EVENT_WINDOW_DAYS as DateRangeDays,
  user: null,
  brand: null,
  status: STATUS_FILTER_VALUES.all,
  removeRepeateUrl: false,
  removeThreatUrl: false,
  includeFalsePositive: false,
};

/** The filter part of an all-events call (the page's window and offset are added per request). */
export interface FeedFilterQuery {
  type: number[];
  triagedEvent: boolean | undefined;
  brand: string | undefined;
  extensionUserId: number | undefined;
  removeRepeateUrl: true | undefined;
  removeThreatUrl: true | undefined;
  includeFalsePositive: true | undefined;
}

/**
 * What the filters send. Only {product}Admin has the status filter (spec doc 1 §6): the other roles
 * always get the default list types. A flag that is off is left out (the server's default).
 */
export function toFeedFilterQuery(filters: IncidentFilters, role: Role): FeedFilterQuery {
  const status =
    role === PROVIDER_ROLE
      ? statusFilterQuery(filters.status)
      : { type: [...DEFAULT_FEED_TYPES], triagedEvent: undefined };
  return {
    type: status.type,
    triagedEvent: status.triagedEvent,
    brand: filters.brand ?? undefined,
    extensionUserId: filters.user?.id,
    removeRepeateUrl: filters.removeRepeateUrl || undefined,
    removeThreatUrl: filters.removeThreatUrl || undefined,
    includeFalsePositive: filters.includeFalsePositive || undefined,
  };
}

/** The window of a feed ending at `until`: the last `days` days. */
export function feedWindow(days: number, until: Date) {
  return {
    startTime: new Date(until.getTime() - days * 24 * 60 * 60 * 1000).toISOString(),
    endTime: until.toISOString(),
  };
}
