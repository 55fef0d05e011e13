import { EVENT_TYPES } from './event-types.ts';

// Business constants of spec doc 1 §9 that concern events and feeds.

/** The list requests 21 records and shows 20: the 21st only proves that another page exists. */
export const FEED_PAGE_SIZE_REQUESTED = 21;
export const FEED_PAGE_SIZE_SHOWN = 20;
/** The largest page the server answers (a page of 100 shown plus the one that proves a next page). */
export const FEED_MAX_PAGE_SIZE = 101;

export const SUPER_FEED_PAGE_SIZE_REQUESTED = 21;
export const SUPER_FEED_PAGE_SIZE_SHOWN = 20;

export const DEFAULT_EVENT_WINDOW_DAYS = 30;
/** Date range choices of the filter bar, in days. */
export const DATE_RANGE_DAYS = [30, 60, 90, 365, 1095] as const;

/**
 * Default list event types: incident, reported phish, google form password, {product} verified.
 * The spec adds "(verified in the tenant view)": verified phish are triaged incidents, so with no
 * triagedEvent filter both views include them; no view narrows the defaults further.
 */
export const DEFAULT_FEED_TYPES: readonly number[] = [
  EVENT_TYPES.incident,
  EVENT_TYPES.reportedPhish,
  EVENT_TYPES.googleFormPassword,
  EVENT_TYPES.productVerified,
];

/** Event types drawn by the threat charts. */
export const CHART_EVENT_TYPES: readonly number[] = [EVENT_TYPES.incident, EVENT_TYPES.googleFormPassword];
export const CHART_BUCKETS = 9;
export const CHART_MAX_BUCKETS = 60;
export const TOP_RECORDS = 13;

export const FALSE_POSITIVE_TYPE = 6;

/** A Pending event is shown as Close once this long has passed since its detection. */
export const PENDING_TO_CLOSE_MS = 5 * 60 * 1000;

/** Event types whose arrival sends an email alert to the organization's admins. */
export const ALERT_EVENT_TYPES: readonly number[] = [
  EVENT_TYPES.incident,
  EVENT_TYPES.reportedPhish,
  EVENT_TYPES.googleFormPassword,
  EVENT_TYPES.productVerified,
];

/** Counting stops here: beyond it the feed says "more than" instead of scanning millions of rows. */
export const TOTAL_COUNT_CAP = 10_000;
