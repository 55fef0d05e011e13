import { z } from 'zod';
import { reportEventResponseSchema, reportEventSchema } from './report-event.ts';

/** The most events one batch may carry (evidence parts: at most two per event). */
export const EVENTS_BATCH_MAX = 50;
/** The JSON `events` part of a multipart batch. */
export const EVENTS_BATCH_JSON_MAX_BYTES = 1024 * 1024;

/**
 * POST /extension/v1/events/batch: the events an extension queued (offline, or a burst) in one call.
 * JSON body: `{ events: [...] }` without evidence. multipart/form-data: an `events` part (this JSON)
 * plus `screenshot.<eventId>` (JPEG) and `html.<eventId>` (UTF-8 text) parts. Each event is idempotent
 * on its eventId exactly as with POST /events; the batch is validated as a whole (400 names
 * `events.<index>.<field>`).
 */
export const reportEventsBatchSchema = z.object({
  events: z
    .array(reportEventSchema)
    .min(1)
    .max(EVENTS_BATCH_MAX)
    .refine((events) => new Set(events.map((e) => e.eventId)).size === events.length, {
      error: 'each eventId may appear once',
    }),
});
export type ReportEventsBatch = z.input<typeof reportEventsBatchSchema>;

/** One answer per event, in the order sent. */
export const reportEventsBatchResponseSchema = z.object({ results: z.array(reportEventResponseSchema) });
export type ReportEventsBatchResponse = z.infer<typeof reportEventsBatchResponseSchema>;
