import { z } from 'zod';
import { bodyEventId } from './event-action-result.ts';

/** POST /v1/portal/customers/{customerId}/events/{eventId}/clear-incident: deletes the incident from the feeds. */
export const clearIncidentBodySchema = z.object({ eventId: bodyEventId });
export type ClearIncidentBody = z.input<typeof clearIncidentBodySchema>;
