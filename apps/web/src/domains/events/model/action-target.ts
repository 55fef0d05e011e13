import type { UserAction } from '@baitwatch/contracts/events/event-types';

/** The event an action names, with what verify-events describes of it (spec doc 1 §7). */
export interface ActionTarget {
  customerId: number;
  eventId: string;
  url: string;
  detectionTime: string;
  user: string | null;
  userAction: UserAction;
  brands: string[];
}

/** The event actions of the menus (spec doc 1 §4). Unverify is remove-threat in the feeds. */
export type EventAction = 'verify' | 'unverify' | 'falsePositive' | 'clear';
