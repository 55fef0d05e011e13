import { z } from 'zod';
import { bodyEventId } from './event-action-result.ts';

/** PUT /v1/portal/customers/{customerId}/events/{eventId}/remove-threat: clears the triaged flag (Unverify in the feeds). */
export const removeThreatBodySchema = z.object({ eventId: bodyEventId });
export type RemoveThreatBody = z.input<typeof removeThreatBodySchema>;
