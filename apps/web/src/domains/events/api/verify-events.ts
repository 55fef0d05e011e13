import { verifyEvents } from '@baitwatch/contracts/events/action-calls';
import type { VerifyEventsBody } from '@baitwatch/contracts/events/verify-events';
import { callApi } from '../../../lib/call-api.ts';
import type { ActionTarget } from '../model/action-target.ts';

/** Marks the event triaged and verified. */
export function postVerifyEvents(target: ActionTarget) {
  const body: VerifyEventsBody = [
    {
      eventId: target.eventId,
      url: target.url,
      detectionTime: target.detectionTime,
      user: target.user,
      userAction: target.userAction,
      brands: target.brands,
    },
  ];
  return callApi(verifyEvents, { params: eventParams(target), body });
}

/** The path parameters of an action on the event. */
export const eventParams = (target: ActionTarget) => ({
  customerId: target.customerId,
  eventId: target.eventId,
});
