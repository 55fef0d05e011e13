import { z } from 'zod';
import { pushScopeSchema } from '../common/push-scope.ts';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from './constants.ts';
import { WEBHOOK_EVENT_TYPES } from './event-types.ts';
import { WEBHOOK_MESSAGES as M } from './messages.ts';

/** An address a webhook can be sent to: http(s), a host, a port that is not 0, no user name or password. */
export const webhookUrlSchema = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, { error: M.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX, { error: M.urlInvalid, abort: true })
  .superRefine((value, ctx) => {
    const url = URL.parse(value);
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '' || url.port === '0')
      ctx.addIssue({ code: 'custom', message: M.urlInvalid });
    else if (url.username !== '' || url.password !== '')
      ctx.addIssue({ code: 'custom', message: M.urlCredentials });
  });

/** The event types a push setting hears (webhook endpoints and syslog destinations share them). */
export const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.eventTypeUnknown }), { error: M.eventTypesRequired })
  .min(1, { error: M.eventTypesRequired })
  .transform((types) => [...new Set(types)]);

export const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: M.descriptionTooLong })
  .default('');

/** What an admin sets on an endpoint. */
export const webhookEndpointSettingsSchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema,
  eventTypes: eventTypesSchema,
});
export type WebhookEndpointSettings = z.input<typeof webhookEndpointSettingsSchema>;

export const addWebhookEndpointBodySchema = webhookEndpointSettingsSchema.and(pushScopeSchema);
export type AddWebhookEndpointBody = z.input<typeof addWebhookEndpointBodySchema>;

export const updateWebhookEndpointBodySchema = webhookEndpointSettingsSchema.extend({
  enabled: z.boolean({ error: 'Enabled should be true or false.' }),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBodySchema>;

export const endpointIdParamsSchema = z.object({ endpointId: z.uuid({ error: M.invalidEndpointId }) });

/** An endpoint as the console shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  customerId: z.number().nullable(),
  tenantId: z.number().nullable(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was disabled: by an admin, or after failing for 24 hours. */
  disabledReason: z.string().nullable(),
  /** The first failure of the current run of failures; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  /** The secret's first characters, to tell secrets apart (`whsec_AbCd…`). */
  secretHint: z.string(),
  /** While a rotated secret still signs too. */
  previousSecretUntil: z.string().nullable(),
  created: z.string(),
  lastDelivery: z
    .object({ at: z.string(), statusCode: z.number().nullable(), succeeded: z.boolean() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** A new endpoint, or a rotated secret: the only answers that carry the secret. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;
