import { z } from 'zod';

/** A kind of background job: its queue name and the schema of its payload. */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly queue: string;
  readonly payload: S;
  /** Tries before the job is given up (kept with its last error); the table's default is 5. */
  readonly maxAttempts?: number;
  /** Claimed before the jobs of other queues (a person waits on it: a reset mail behind demo jobs). */
  readonly first?: boolean;
}

/** What a job of this kind is queued with, and what its handler receives. */
export type JobInput<K extends JobKind> = z.input<K['payload']>;
export type JobPayload<K extends JobKind> = z.output<K['payload']>;

const kind = <S extends z.ZodType>(
  queue: string,
  payload: S,
  maxAttempts?: number,
  first?: boolean,
): JobKind<S> => ({
  queue,
  payload,
  ...(maxAttempts ? { maxAttempts } : {}),
  ...(first ? { first } : {}),
});

const evidenceOfEvent = z.object({ customerId: z.number().int().positive(), eventId: z.uuid() });

/**
 * Every job kind of the product, in one list: a payload is checked against its schema when it is
 * queued (a wrong one fails the caller, in its transaction) and again when it is handled (a row that
 * no longer parses is set aside with its error, never retried). The queue names are stored in the
 * jobs table: renaming one strands its pending jobs.
 */
export const JOBS = {
  /**
   * Deliver one outbox mail over SMTP. Tried 8 times (the queue's backoff doubles from 2 minutes up to
   * an hour: about 3 hours in all), so a mail server that is down for a while loses no invitation.
   * First of all queues: people wait on a reset link or an invitation.
   */
  deliverMail: kind('mail.deliver', z.object({ id: z.number().int().positive() }), 8, true),
  /** The thumbnail of a reported screenshot (queued with the event). */
  resizeScreenshot: kind('evidence.resize', evidenceOfEvent),
  /** The screenshot with its detection boxes drawn (queued by the thumbnail job). */
  markScreenshot: kind('evidence.mark', evidenceOfEvent),
  /** One organization's incident email of a 3-minute window (queued with the incident). */
  incidentAlert: kind('alerts.incidents', z.object({ customerId: z.number().int().positive() })),
  /** Look the account up and mail a reset link (queued by forgot-password, answered at once). */
  forgotPassword: kind('auth.forgot-password', z.object({ email: z.string() })),
  /** Tell an admin their account signed in from a browser it never used before (queued with the session). */
  newBrowserMail: kind(
    'auth.new-browser',
    z.object({ userId: z.uuid(), familyId: z.uuid() }),
    undefined,
    true,
  ),
  /** Announce a stored batch's incidents to the webhook endpoints that listen (queued with them). */
  announceIncidents: kind(
    'webhooks.incidents',
    z.object({ customerId: z.number().int().positive(), eventIds: z.array(z.uuid()).max(1000) }),
  ),
  /**
   * One try of one webhook delivery (features/webhooks). Failed tries are scheduled by the handler
   * itself (the Standard Webhooks schedule); the queue's own retries cover a crash or an outage.
   */
  deliverWebhook: kind(
    'webhooks.deliver',
    z.object({ deliveryId: z.uuid(), round: z.number().int().positive() }),
    5,
  ),
  /** Drops webhook deliveries older than the log keeps (daily). */
  pruneWebhookLog: kind('webhooks.prune', z.object({})),
  /**
   * Send a syslog destination's waiting messages, in order (queued with each message; a job that finds
   * them sent, or the destination waiting for its retry, does nothing).
   */
  drainSyslog: kind('syslog.drain', z.object({ destinationId: z.uuid() })),
  /** Try a failing syslog destination again (one pending per destination: queued with a dedupe key). */
  retrySyslog: kind('syslog.retry', z.object({ destinationId: z.uuid() })),
  /** Drops syslog messages sent before the buffer keeps them (daily). */
  pruneSyslog: kind('syslog.prune', z.object({})),
  /**
   * The daily run of scheduled reports (decision 0074): queues the mail job of every subscribed scope
   * for the month (and week) that just ended, then the next run; queued with the day as dedupe key.
   */
  reportsTick: kind('reports.tick', z.object({})),
  /** Mail one scope's report of one period to its recipients, once (report_mailings keeps it so). */
  mailReport: kind(
    'reports.mail',
    z.object({
      customerId: z.number().int().positive().optional(),
      tenantId: z.number().int().positive().optional(),
      period: z.string().max(10),
    }),
  ),
} as const;
