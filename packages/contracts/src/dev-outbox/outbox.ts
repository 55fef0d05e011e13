import { z } from 'zod';

/**
 * Where a mail is: `kept` in the outbox (no mail server configured), `pending` delivery (not tried
 * yet, or tried and to be tried again), `sent`, or `failed` after its last try.
 */
export const mailStates = ['kept', 'pending', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

/** GET /dev/api/outbox (BaitwatchAdmin only): the most recent mails, newest first. */
export const outboxResponseSchema = z.object({
  /** Whether the server delivers mail over SMTP; without, mails stay here. */
  delivers: z.boolean(),
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      created: z.string(),
      state: z.enum(mailStates),
      sentAt: z.string().nullable(),
      /** Delivery tries so far. */
      attempts: z.number().int(),
      /** What the mail server (or the connection to it) answered to the last failed try. */
      lastError: z.string().nullable(),
      failedAt: z.string().nullable(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
