import {
  DEFAULT_EVENT_WINDOW_DAYS,
  SUPER_FEED_PAGE_SIZE_REQUESTED,
} from '@baitwatch/contracts/events/constants';
import { EVENT_STATUS_LABELS, EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import {
  SUPER_FEED_DATE_CODES,
  type SuperFeedFilterKey,
} from '@baitwatch/contracts/super-feed/super-feed-list';

export type SuperFeedDateCode = keyof typeof SUPER_FEED_DATE_CODES;
export type SuperFeedView = 'list' | 'grid';
export type SortOrder = 'asc' | 'desc';

/** The super feed's status filter: AI Suspicious (0) and {product} Verified (5) (spec doc 1 §2). */
export const SUPER_FEED_STATUS_OPTIONS = [
  { value: EVENT_TYPES.incident, label: EVENT_STATUS_LABELS.aiSuspicious },
  { value: EVENT_TYPES.productVerified, label: EVENT_STATUS_LABELS.productVerified },
] as const;

export const SUPER_FEED_DATE_LABELS: Record<SuperFeedDateCode, string> = {
  last30d: 'Last 30 Days',
  last60d: 'Last 60 Days',
  last90d: 'Last 90 Days',
  last1y: 'Last 1 Year',
  last3y: 'Last 3 Years',
};

/** The filter bar and advanced filters of the super feed, by its filter keys. */
export interface SuperFeedFilters {
  /** type: an event type, or null for the default list types. */
  type: number | null;
  /** custId: one organization. */
  custId: number | null;
  email: string;
  osCompName: string;
  brNm: string;
  dtTS: SuperFeedDateCode;
  sort: SortOrder;
  /** Remove Repeat URL. */
  rrURLYN: boolean;
  /** Include False Positive URLs. */
  incldFP: boolean;
}

export const DEFAULT_SUPER_FEED_FILTERS: SuperFeedFilters = {
  type: null,
  custId: null,
  email: '',
  osCompName: '',
  brNm: '',
  dtTS: 'last30d',
  sort: 'desc',
  rrURLYN: false,
  incldFP: false,
};

const DAY_MS = 86_400_000;

/**
 * The GET super-feed query of page `pageNo`: each filter key with a value is its own parameter and
 * is named in filterBy (rrURLYN and incldFP are not filter keys); sortBy is detectedOn with the
 * order. The date window ends at `until` (the first page's time), given as "<start>~<end>", so that
 * later pages cut the same list.
 */
export function superFeedQuery(filters: SuperFeedFilters, pageNo: number, until: Date) {
  const days = SUPER_FEED_DATE_CODES[filters.dtTS] ?? DEFAULT_EVENT_WINDOW_DAYS;
  const values: Partial<Record<SuperFeedFilterKey, string | number>> = {
    type: filters.type ?? undefined,
    custId: filters.custId ?? undefined,
    email: filters.email.trim() || undefined,
    osCompName: filters.osCompName.trim() || undefined,
    brNm: filters.brNm.trim() || undefined,
    dtTS: `${new Date(until.getTime() - days * DAY_MS).toISOString()}~${until.toISOString()}`,
  };
  const named = (Object.keys(values) as SuperFeedFilterKey[]).filter((key) => values[key] !== undefined);
  return {
    pageNo,
    pageSize: SUPER_FEED_PAGE_SIZE_REQUESTED,
    filterBy: named.join(','),
    sortBy: `detectedOn|${filters.sort}`,
    ...values,
    rrURLYN: filters.rrURLYN ? 'Y' : undefined,
    incldFP: filters.incldFP ? 'Y' : undefined,
  };
}

export const activeSuperFeedAdvanced = (filters: SuperFeedFilters) =>
  [filters.rrURLYN, filters.incldFP].filter(Boolean).length;
