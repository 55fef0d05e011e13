import { z } from 'zod';
import { apiErrorSchema } from '../common/errors.ts';
import { reportEventResponseSchema, reportEventSchema } from './report-event.ts';

/** The most events one batch may carry (evidence parts: at most two per event). */
export const EVENTS_BATCH_MAX = 50;
/** The JSON `events` part of a multipart batch. */
export const EVENTS_BATCH_JSON_MAX_BYTES = 1024 * 1024;

/**
 * POST /extension/v1/events/batch: the events an extension queued (offline, or a burst) in one call.
 * JSON body: `{ events: [...] }` without evidence. multipart/form-data: an `events` part (this JSON)
 * plus `screenshot.<eventId>` (JPEG) and `html.<eventId>` (UTF-8 text) parts.
 *
 * Only the envelope is checked as a whole (400 for no list, an empty one or more than
 * EVENTS_BATCH_MAX): each event is then checked on its own, exactly as POST /events checks it, so one
 * bad event never holds back the others (docs/decisions/0016).
 */
export const reportEventsBatchSchema = z.object({
  events: z.array(z.unknown()).min(1).max(EVENTS_BATCH_MAX),
});
export type ReportEventsBatch = { events: z.input<typeof reportEventSchema>[] };

/** What the batch documents for each entry (the envelope above takes anything, then checks it alone). */
export const reportEventsBatchDocumentedSchema = z.object({
  events: z.array(reportEventSchema).min(1).max(EVENTS_BATCH_MAX),
});

/** A stored event (or one stored before: a retry), as POST /events answers it. */
export const storedBatchEventSchema = reportEventResponseSchema.extend({ status: z.literal('stored') });

/**
 * An event that was not stored, and why: each error is "field: reason" in the usual error shape.
 * Retrying it as sent cannot succeed; the extension drops it from its queue.
 */
export const refusedBatchEventSchema = z.object({
  status: z.literal('refused'),
  index: z.number().int().describe('Its place in the batch, from 0'),
  eventId: z.string().nullable().describe('The eventId as sent, when there was one'),
  errors: apiErrorSchema.shape.errors,
});

/** One result per event, in the order sent: stored (with its id) or refused (with the reasons). */
export const reportEventsBatchResponseSchema = z.object({
  results: z.array(z.discriminatedUnion('status', [storedBatchEventSchema, refusedBatchEventSchema])),
});
export type ReportEventsBatchResponse = z.infer<typeof reportEventsBatchResponseSchema>;
export type RefusedBatchEvent = z.infer<typeof refusedBatchEventSchema>;
