import { PRODUCT_NAME } from '../common/product.ts';

/** Numeric event types (spec doc 1 §3). */
export const EVENT_TYPES = {
  incident: 0,
  legit: 1,
  unknown: 2,
  reportedPhish: 3,
  googleFormPassword: 4,
  productVerified: 5,
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];
export const EVENT_TYPE_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** The status labels shown for an event, word for word. */
export const EVENT_STATUS_LABELS = {
  aiSuspicious: 'AI Suspicious',
  verifiedPhish: 'Verified Phish',
  reportedPhish: 'Reported Phish',
  productVerified: `${PRODUCT_NAME} Verified`,
  unknown: 'Unknown',
  googleFormPassword: 'Google Form Password',
  legit: 'Legit',
} as const;
export type EventStatusLabel = (typeof EVENT_STATUS_LABELS)[keyof typeof EVENT_STATUS_LABELS];

export const USER_ACTIONS = ['Pending', 'Close'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const IS_VERIFIED_VALUES = ['Y', 'N'] as const;
export type IsVerified = (typeof IS_VERIFIED_VALUES)[number];

export const DEVICE_TYPES = ['D', 'M'] as const;
