import { z } from 'zod';

/** GET /dev/api/outbox (development, BaitwatchAdmin only): the most recent mails, newest first. */
export const outboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      created: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
