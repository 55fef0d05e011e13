import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import type { RemoveThreatBody } from '@baitwatch/contracts/events/remove-threat';
import { apiRequest } from '../api-client.ts';
import type { ActionTarget } from './action-target.ts';
import { eventPath } from './verify-events.ts';

/** PUT portal/customers/{customerId}/events/{eventId}/remove-threat: Unverify in the feeds (clears the triaged flag). */
export function putRemoveThreat(target: ActionTarget) {
  const body: RemoveThreatBody = { eventId: target.eventId };
  return apiRequest(eventPath(target, 'remove-threat'), {
    method: 'PUT',
    body,
    schema: eventActionResultSchema,
  });
}
