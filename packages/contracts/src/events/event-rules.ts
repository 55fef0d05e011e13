import { PROVIDER_ROLE, type Role } from '../common/product.ts';
import { EVENT_TYPES, type IsVerified } from './event-types.ts';

/** Where an event is shown: the action menu differs per view (spec doc 1 §4). */
export type EventView = 'incidents' | 'superFeed' | 'threatIntel';

export interface ActionSubject {
  type: number;
  triagedEvent: boolean;
  isVerified: IsVerified;
}

export interface EventActionRules {
  verify: boolean;
  unverify: boolean;
  falsePositive: boolean;
  clear: boolean;
  updateStatus: boolean;
}

/** Verified in the sense of the menu rules: triaged, marked verified, or {product} Verified. */
export const isVerifiedEvent = (event: ActionSubject) =>
  event.triagedEvent || event.isVerified === 'Y' || event.type === EVENT_TYPES.productVerified;

const isReportedOrGoogleForm = (event: ActionSubject) =>
  event.type === EVENT_TYPES.reportedPhish || event.type === EVENT_TYPES.googleFormPassword;

/**
 * The Update Status control: always for {product}Admin; for other roles only when the event is
 * neither reported nor a Google Form password, and not verified.
 */
export function canSeeUpdateStatus(role: Role, event: ActionSubject): boolean {
  if (role === PROVIDER_ROLE) return true;
  return !isReportedOrGoogleForm(event) && !isVerifiedEvent(event);
}

/**
 * Which event actions a role may take on an event in a view. The console shows exactly these and
 * the server refuses the others with 403, so both read this one function.
 * - Verify: {product}Admin, on an incident or an event not yet verified (isVerified N).
 * - Unverify: {product}Admin, in the threat-intel views, and in the other views on a verified event
 *   (it clears the triaged flag there).
 * - Mark False Positive: {product}Admin in the incident and super-feed views; any other role
 *   through its (limited) Update Status control.
 * - Clear: {product}Admin in the incident views; a TenantAdmin for reported phish, Google Form
 *   password or verified events. A CustomerAdmin never (roles table: "False positive only").
 */
export function eventActionRules(role: Role, view: EventView, event: ActionSubject): EventActionRules {
  const provider = role === PROVIDER_ROLE;
  const updateStatus = canSeeUpdateStatus(role, event);
  return {
    verify: provider && (event.type === EVENT_TYPES.incident || event.isVerified === 'N'),
    unverify: provider && (view === 'threatIntel' || isVerifiedEvent(event)),
    falsePositive: provider ? view !== 'threatIntel' : updateStatus,
    clear: provider
      ? view === 'incidents'
      : role === 'TenantAdmin' && (isReportedOrGoogleForm(event) || isVerifiedEvent(event)),
    updateStatus,
  };
}
