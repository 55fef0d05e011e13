import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { detectionReasonSchema } from '../extension/report-event.ts';
import { eventRecordSchema } from './event-record.ts';
import { eventRefParam } from './query-params.ts';

/** GET /v1/portal/customers/{id}/events/{eventId}: every field plus who did what to it, and when. */
export const eventDetailsParamsSchema = z.object({ id: customerIdParam, eventId: eventRefParam });

export const EVENT_ACTION_KINDS = [
  'verify',
  'unverify',
  'false_positive',
  'clear',
  'remove_threat',
  'triage',
] as const;
export type EventActionKind = (typeof EVENT_ACTION_KINDS)[number];

export const eventActionEntrySchema = z.object({
  action: z.enum(EVENT_ACTION_KINDS),
  actorEmail: z.string(),
  created: z.string(),
});

export const eventDetailsResponseSchema = eventRecordSchema.extend({
  organizationName: z.string(),
  actions: z.array(eventActionEntrySchema),
  /** Why the extension flagged the page (decision 0064); empty for events reported without reasons. */
  detectionReasons: z.array(detectionReasonSchema),
});
export type EventDetailsResponse = z.infer<typeof eventDetailsResponseSchema>;
