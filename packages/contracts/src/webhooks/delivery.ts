import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { WEBHOOK_MESSAGES as M } from './messages.ts';

export const deliveryIdParamsSchema = z.object({ deliveryId: z.uuid({ error: M.invalidDeliveryId }) });

export const webhookDeliveriesQuerySchema = z.object({
  page: wholeNumberParam(1, 10_000, 'Invalid page').default(1),
});

/** One try of a delivery: when, what the endpoint answered (null: no answer), how long it took. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
});

/** A delivery as the log shows it: pending (tries left), delivered, or failed (given up). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every try and on a resend, for the receiver's dedupe. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  created: z.string(),
  nextAttemptAt: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryQueuedSchema = z.object({ deliveryId: z.string() });
