import { DEFAULT_FEED_TYPES } from './constants.ts';
import { EVENT_STATUS_LABELS, EVENT_TYPES } from './event-types.ts';

/** The incident page's status filter ({product}Admin only): its option values (spec doc 1 §4). */
export const STATUS_FILTER_VALUES = {
  all: 'all',
  verified: 1,
  aiSuspicious: 0,
  reportedPhish: 2,
  productVerified: 3,
} as const;
export type StatusFilterValue = (typeof STATUS_FILTER_VALUES)[keyof typeof STATUS_FILTER_VALUES];

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilterValue; label: string }[] = [
  { value: STATUS_FILTER_VALUES.all, label: 'All' },
  { value: STATUS_FILTER_VALUES.verified, label: 'Verified' },
  { value: STATUS_FILTER_VALUES.aiSuspicious, label: EVENT_STATUS_LABELS.aiSuspicious },
  { value: STATUS_FILTER_VALUES.reportedPhish, label: EVENT_STATUS_LABELS.reportedPhish },
  { value: STATUS_FILTER_VALUES.productVerified, label: EVENT_STATUS_LABELS.productVerified },
];

/** What a status filter choice sends as all-events filters. */
export interface StatusFilterQuery {
  type: number[];
  /** Undefined clears the triagedEvent filter (All and Reported Phish do). */
  triagedEvent: boolean | undefined;
}

/**
 * All means all four default types; Verified and AI Suspicious are incidents with and without
 * triage; Reported Phish and {product} Verified are their own types, whatever their triage flag.
 */
export function statusFilterQuery(value: StatusFilterValue): StatusFilterQuery {
  switch (value) {
    case STATUS_FILTER_VALUES.verified:
      return { type: [EVENT_TYPES.incident], triagedEvent: true };
    case STATUS_FILTER_VALUES.aiSuspicious:
      return { type: [EVENT_TYPES.incident], triagedEvent: false };
    case STATUS_FILTER_VALUES.reportedPhish:
      return { type: [EVENT_TYPES.reportedPhish], triagedEvent: undefined };
    case STATUS_FILTER_VALUES.productVerified:
      return { type: [EVENT_TYPES.productVerified], triagedEvent: undefined };
    default:
      return { type: [...DEFAULT_FEED_TYPES], triagedEvent: undefined };
  }
}
