import { z } from 'zod';
import { socIncidentSchema } from '../enterprise-soc/fetch-incidents.ts';

/**
 * What a webhook endpoint can subscribe to (issue 27). Each delivery's body is the Standard Webhooks
 * envelope `{ type, timestamp, data }`; `data` is the schema of its type below, documented in the SOC
 * API's OpenAPI document (its `webhooks` section) and on the SOC Integration page.
 */
export const WEBHOOK_EVENT_TYPES = [
  'incident.created',
  'incident.status_changed',
  'threat_intel.added',
  'extension_user.registered',
  'license.limit_reached',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Sent by "Send test event" only: never subscribed to, always accepted by the endpoint's filter. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

/** The organization an event happened in: every event but a provider's own threat intel names one. */
const organizationFields = {
  customerId: z.number().int().describe('The organization (the wire calls organizations customers)'),
  customerName: z.string(),
  tenantId: z.number().int(),
};

export const WEBHOOK_EVENT_DATA = {
  'incident.created': socIncidentSchema
    .required({ customerId: true, customerName: true })
    .extend({ tenantId: z.number().int() })
    .describe('A new incident, as the SOC API fetch-incidents answers it'),
  'incident.status_changed': z
    .object({
      ...organizationFields,
      id: z.string().describe('The incident (its event id)'),
      url: z.string(),
      status: z.enum(['verified', 'false_positive', 'cleared']),
      changedBy: z.string().describe("The admin's email"),
      detailPageURL: z.string(),
    })
    .describe('An admin verified an incident, marked it a false positive, or cleared it'),
  'threat_intel.added': z
    .object({
      ...organizationFields,
      id: z.number().int().describe('The threat intel record (the SOC API threat intel id)'),
      url: z.string(),
      brands: z.array(z.string()),
      submittedBy: z.string().describe("The admin's email"),
    })
    .describe(
      "An admin verified an incident into the threat intel (heard by its organization's endpoints, its tenant's and the provider's)",
    ),
  'extension_user.registered': z
    .object({
      ...organizationFields,
      email: z.string().nullable().describe('Who registered by email (a manual registration)'),
      name: z.string().nullable().describe('The OS user name of a managed registration'),
      browser: z.string().nullable(),
      registeredAt: z.string(),
    })
    .describe("A person's extension registered with the organization for the first time"),
  'license.limit_reached': z
    .object({
      ...organizationFields,
      licenses: z.number().int().describe('The number of users the organization was set up with'),
      used: z.number().int().describe('Its extension users now'),
    })
    .describe("An organization's extension users reached the number of users it was set up with"),
} satisfies Record<WebhookEventType, z.ZodType>;

/** The fields every event of an organization carries; the emitter adds them from where it happened. */
export type OrganizationFields = keyof typeof organizationFields;

/** What a producer gives for an event of this type (the organization's fields are added for it). */
export type WebhookEventData<T extends WebhookEventType> = Omit<
  z.input<(typeof WEBHOOK_EVENT_DATA)[T]>,
  OrganizationFields
>;

/** The body of every delivery (Standard Webhooks): the type, when it happened (ISO 8601), its data. */
export const webhookEnvelopeSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
