import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { bodyEventId } from './event-action-result.ts';
import { USER_ACTIONS } from './event-types.ts';

/**
 * POST /v1/portal/customers/{customerId}/events/{eventId}/verify-events ({product}Admin): marks the
 * listed events triaged and verified. The list must include the event of the address; the other
 * fields describe the event as the console showed it (the stored event is what gets verified).
 */
export const verifyEventsBodySchema = z
  .array(
    z.object({
      eventId: bodyEventId,
      url: z.string().check(storableText).max(8192).optional(),
      detectionTime: z.string().check(storableText).max(64).optional(),
      user: z.string().check(storableText).max(512).nullable().optional(),
      userAction: z.enum(USER_ACTIONS).optional(),
      brands: z.array(z.string().check(storableText).max(200)).max(100).optional(),
    }),
  )
  .min(1)
  .max(100);
export type VerifyEventsBody = z.input<typeof verifyEventsBodySchema>;
