import type { ClearIncidentBody } from '@baitwatch/contracts/events/clear-incident';
import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import { apiRequest } from '../api-client.ts';
import type { ActionTarget } from './action-target.ts';
import { eventPath } from './verify-events.ts';

/** POST portal/customers/{customerId}/events/{eventId}/clear-incident: deletes the incident from the feeds. */
export function postClearIncident(target: ActionTarget) {
  const body: ClearIncidentBody = { eventId: target.eventId };
  return apiRequest(eventPath(target, 'clear-incident'), {
    method: 'POST',
    body,
    schema: eventActionResultSchema,
  });
}
