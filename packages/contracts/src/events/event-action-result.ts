import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { IS_VERIFIED_VALUES } from './event-types.ts';
import { eventRefParam } from './query-params.ts';

/** The address of every event action: portal/customers/{customerId}/events/{eventId}/... */
export const eventActionParamsSchema = z.object({ customerId: customerIdParam, eventId: eventRefParam });

/** An event's flags after an action: what the action answers, and what the live console tells others. */
export const eventFlagsSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  triagedEvent: z.boolean(),
  isVerified: z.enum(IS_VERIFIED_VALUES),
  isFalsePositive: z.boolean(),
  cleared: z.boolean(),
});

/** What an action answers: the result message to show, and the events' flags after it. */
export const eventActionResultSchema = z.object({
  message: z.string(),
  events: z.array(eventFlagsSchema),
});
export type EventActionResult = z.infer<typeof eventActionResultSchema>;

/** Bodies name events by the same id as the address (UUID or row id). */
export const bodyEventId = eventRefParam;
