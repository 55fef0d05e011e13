import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { DEVICE_TYPES, EVENT_TYPE_VALUES, USER_ACTIONS } from '../events/event-types.ts';
import { DEFAULT_MODEL_CODE } from './limits.ts';

/** A rectangle the model found on the screenshot, in screenshot pixels; drawn on the `_marked` image. */
export const detectionBoxSchema = z.object({
  label: z.string().check(storableText).trim().min(1).max(100),
  score: z.number().min(0).max(1).optional(),
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().positive().max(20_000),
  height: z.number().positive().max(20_000),
});
export type DetectionBox = z.infer<typeof detectionBoxSchema>;

/**
 * One signal the extension weighed (decision 0064): its name, the brand it concerns, its weight and
 * its words. Kept with the event, so the console says why a page was flagged, and counts which
 * signal misfires in triage.
 */
export const detectionReasonSchema = z.object({
  signal: z.string().check(storableText).trim().min(1).max(50),
  brand: z.string().check(storableText).trim().min(1).max(100).optional(),
  weight: z.number().min(-1).max(1),
  text: z.string().check(storableText).trim().min(1).max(300),
});
export type DetectionReason = z.infer<typeof detectionReasonSchema>;
export const DETECTION_REASONS_MAX = 40;

/**
 * POST /extension/v1/events. The metadata of one detection. Sent as the JSON body (no evidence), or as
 * the `event` part of a multipart/form-data body with optional `screenshot` (JPEG) and `html` parts.
 * `eventId` is chosen by the extension: a retry with the same id stores nothing new.
 */
export const reportEventSchema = z.object({
  eventId: z.uuid(),
  type: z
    .number()
    .int()
    .refine((t) => (EVENT_TYPE_VALUES as readonly number[]).includes(t), {
      error: 'must be one of 0, 1, 2, 3, 4, 5',
    })
    .describe('0 incident, 1 legit, 2 unknown, 3 reported phish, 4 google form password, 5 verified'),
  url: z
    .url({ protocol: /^https?$/ })
    .check(storableText)
    .max(2048),
  detectionTime: z.iso.datetime({ offset: true }),
  brands: z.array(z.string().check(storableText).trim().min(1).max(100)).max(20).default([]),
  modelCode: z.string().check(storableText).trim().min(1).max(50).default(DEFAULT_MODEL_CODE),
  domainIPAddress: z.union([z.ipv4(), z.ipv6()]).optional(),
  userAction: z.enum(USER_ACTIONS).default('Pending'),
  deviceType: z.enum(DEVICE_TYPES).default('D').describe('D desktop, M mobile'),
  detectionBoxes: z.array(detectionBoxSchema).max(100).optional(),
  reasons: z
    .array(detectionReasonSchema)
    .max(DETECTION_REASONS_MAX)
    .optional()
    .describe('Why the extension flagged the page: the signals it weighed'),
});
export type ReportEvent = z.input<typeof reportEventSchema>;
export type ParsedReportEvent = z.output<typeof reportEventSchema>;

/** The same answer for the first report and for any retry of the same event id. */
export const reportEventResponseSchema = z.object({
  id: z.number().int().describe('The stored event'),
  eventId: z.uuid(),
  customerId: z.number().int(),
});
export type ReportEventResponse = z.infer<typeof reportEventResponseSchema>;
