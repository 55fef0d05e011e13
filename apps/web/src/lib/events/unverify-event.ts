import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import { apiRequest } from '../api-client.ts';
import type { ActionTarget } from './action-target.ts';

/** PUT /threat-intel/unverify/{id}/{customerId}: Unverify in the threat-intel views ({product}Admin). */
export function putUnverifyEvent(target: ActionTarget) {
  return apiRequest(`/v1/threat-intel/unverify/${encodeURIComponent(target.eventId)}/${target.customerId}`, {
    method: 'PUT',
    schema: eventActionResultSchema,
  });
}
