import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { FALSE_POSITIVE_TYPE } from './constants.ts';
import { bodyEventId } from './event-action-result.ts';
import { EVENT_MESSAGES } from './messages.ts';

/**
 * POST /v1/portal/customers/{customerId}/events/{eventId}/report-false-positive: marks the listed
 * events false positive (they leave the feeds). falsePositiveType is always 6.
 */
export const reportFalsePositiveBodySchema = z
  .array(
    z.object({
      eventId: bodyEventId,
      url: z.string().check(storableText).max(8192).optional(),
      falsePositiveType: z.literal(FALSE_POSITIVE_TYPE, { error: EVENT_MESSAGES.invalidFalsePositiveType }),
    }),
  )
  .min(1)
  .max(100);
export type ReportFalsePositiveBody = z.input<typeof reportFalsePositiveBodySchema>;
