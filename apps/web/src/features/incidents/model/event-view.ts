import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { displayedUserAction, eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import type { ActionTarget } from '../../../domains/events/model/action-target.ts';

/** The user an event names: the OS user id, else the computer name, else the UUID, else the email. */
export const eventUser = (event: EventRecord) =>
  extensionUserLabel({
    oSUserId: event.osUserId,
    oSComputerName: event.osComputerName,
    oSUUID: event.osuuid,
    email: event.email,
  });

/** The shared rules for what a row shows: its status label and its user action (Pending turns Close). */
export const eventStatus = (event: EventRecord) => eventStatusLabel(event);
export const eventUserAction = (event: EventRecord, now: Date) =>
  displayedUserAction(event.userAction, event.detectionTime, now);

/** What an action names of the event (verify-events describes it as the console shows it). */
export const actionTargetOf = (event: EventRecord): ActionTarget => ({
  customerId: event.customerId,
  eventId: event.eventId,
  url: event.url,
  detectionTime: event.detectionTime,
  user: eventUser(event) || null,
  userAction: event.userAction,
  brands: event.brands,
});
