import { z } from 'zod';
import { eventFlagsSchema } from '../events/event-action-result.ts';

/**
 * What the live stream carries (decision 0072): ids and the few fields a feed needs to react, never
 * an event's contents. A browser refetches what it shows through the feed's own calls, so what it
 * may read stays decided by the feed; the stream only says that something changed, and where.
 */
export const LIVE_EVENTS = {
  /** Events stored in an organization: the feed counts them in its "new incidents" bar. */
  incidents: 'incidents',
  /** Verified, false positive, cleared, unverified: a visible row's status changes in place. */
  status: 'status',
  /** The stream cannot say what was missed while disconnected: refetch what is shown. */
  resync: 'resync',
  /** Nothing for this stream, but where the stream stands (the id to reconnect from). */
  position: 'position',
} as const;

export const liveIncidentsSchema = z.object({
  customerId: z.number().int(),
  events: z.array(z.object({ id: z.number().int(), eventId: z.string(), type: z.number().int() })),
});
export type LiveIncidents = z.infer<typeof liveIncidentsSchema>;

/** The flags an action changed, as the action's own answer gives them (EventActionResult's events). */
export const liveStatusSchema = z.object({
  customerId: z.number().int(),
  events: z.array(eventFlagsSchema),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;
