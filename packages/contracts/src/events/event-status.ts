import { PENDING_TO_CLOSE_MS } from './constants.ts';
import { EVENT_STATUS_LABELS, EVENT_TYPES, type EventStatusLabel, type UserAction } from './event-types.ts';

export interface StatusSubject {
  type: number;
  triagedEvent: boolean;
}

/**
 * The status label of an event (spec doc 1 §4): the type decides for types 1 to 5; an incident
 * (type 0) is Verified Phish once triaged, AI Suspicious before.
 */
export function eventStatusLabel(event: StatusSubject): EventStatusLabel {
  switch (event.type) {
    case EVENT_TYPES.productVerified:
      return EVENT_STATUS_LABELS.productVerified;
    case EVENT_TYPES.googleFormPassword:
      return EVENT_STATUS_LABELS.googleFormPassword;
    case EVENT_TYPES.reportedPhish:
      return EVENT_STATUS_LABELS.reportedPhish;
    case EVENT_TYPES.unknown:
      return EVENT_STATUS_LABELS.unknown;
    case EVENT_TYPES.legit:
      return EVENT_STATUS_LABELS.legit;
    default:
      return event.triagedEvent ? EVENT_STATUS_LABELS.verifiedPhish : EVENT_STATUS_LABELS.aiSuspicious;
  }
}

/** Pending is shown as Close once 5 minutes have passed since detection (the user has moved on). */
export function displayedUserAction(
  userAction: UserAction,
  detectionTime: string | Date,
  now: Date = new Date(),
): UserAction {
  if (userAction !== 'Pending') return userAction;
  const detected = new Date(detectionTime).getTime();
  return now.getTime() - detected >= PENDING_TO_CLOSE_MS ? 'Close' : 'Pending';
}
