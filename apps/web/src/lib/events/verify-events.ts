import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import type { VerifyEventsBody } from '@baitwatch/contracts/events/verify-events';
import { apiRequest } from '../api-client.ts';
import type { ActionTarget } from './action-target.ts';

/** POST portal/customers/{customerId}/events/{eventId}/verify-events: marks the event triaged and verified. */
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
  return apiRequest(eventPath(target, 'verify-events'), {
    method: 'POST',
    body,
    schema: eventActionResultSchema,
  });
}

export const eventPath = (target: ActionTarget, action: string) =>
  `/v1/portal/customers/${target.customerId}/events/${encodeURIComponent(target.eventId)}/${action}`;
