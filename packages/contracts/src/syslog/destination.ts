import { z } from 'zod';
import { pushScopeSchema } from '../common/push-scope.ts';
import { descriptionSchema, eventTypesSchema } from '../webhooks/endpoint.ts';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/event-types.ts';
import { SYSLOG_CA_MAX, SYSLOG_FORMATS, SYSLOG_HOST_MAX, SYSLOG_TRANSPORTS } from './constants.ts';
import { SYSLOG_MESSAGES as M } from './messages.ts';

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const isIpv6 = (value: string) => value.includes(':') && URL.parse(`tcp://[${value}]/`) !== null;

/** A host name or an IP address (IPv6 without brackets); the server checks where it resolves. */
export const syslogHostSchema = z
  .string({ error: M.hostRequired })
  .trim()
  .min(1, { error: M.hostRequired, abort: true })
  .max(SYSLOG_HOST_MAX, { error: M.hostInvalid, abort: true })
  .refine((host) => HOST_NAME.test(host) || isIpv6(host), { error: M.hostInvalid })
  .transform((host) => host.toLowerCase());

const portSchema = z
  .number({ error: M.portInvalid })
  .int({ error: M.portInvalid })
  .min(1, { error: M.portInvalid })
  .max(65_535, { error: M.portInvalid });

/** One PEM certificate; the server parses it too. Empty means the system's trusted authorities. */
const caCertificateSchema = z
  .string()
  .trim()
  .max(SYSLOG_CA_MAX, { error: M.caInvalid })
  .refine(
    (pem) =>
      pem === '' ||
      /^-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----$/.test(pem),
    { error: M.caInvalid },
  )
  .default('');

/** What an admin sets on a destination. */
export const syslogDestinationSettingsSchema = z
  .object({
    host: syslogHostSchema,
    port: portSchema,
    transport: z.enum(SYSLOG_TRANSPORTS, { error: M.transportInvalid }),
    format: z.enum(SYSLOG_FORMATS, { error: M.formatInvalid }),
    caCertificate: caCertificateSchema,
    description: descriptionSchema,
    eventTypes: eventTypesSchema,
  })
  .refine((s) => s.transport === 'tls' || s.caCertificate === '', {
    error: M.caWithoutTls,
    path: ['caCertificate'],
  });
export type SyslogDestinationSettings = z.input<typeof syslogDestinationSettingsSchema>;

export const addSyslogDestinationBodySchema = syslogDestinationSettingsSchema.and(pushScopeSchema);
export type AddSyslogDestinationBody = z.input<typeof addSyslogDestinationBodySchema>;

export const updateSyslogDestinationBodySchema = syslogDestinationSettingsSchema.and(
  z.object({ enabled: z.boolean({ error: 'Enabled should be true or false.' }) }),
);
export type UpdateSyslogDestinationBody = z.input<typeof updateSyslogDestinationBodySchema>;

export const destinationIdParamsSchema = z.object({
  destinationId: z.uuid({ error: M.invalidDestinationId }),
});

/** A destination as the console shows it, with how its sending stands. */
export const syslogDestinationSchema = z.object({
  id: z.string(),
  customerId: z.number().nullable(),
  tenantId: z.number().nullable(),
  host: z.string(),
  port: z.number(),
  transport: z.enum(SYSLOG_TRANSPORTS),
  format: z.enum(SYSLOG_FORMATS),
  caCertificate: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  created: z.string(),
  /** Messages written and not yet taken by the destination (waiting while it is unreachable). */
  waiting: z.number(),
  /** Messages the destination took in the last 24 hours. */
  sentToday: z.number(),
  lastSentAt: z.string().nullable(),
  /** The first failure of the current run of failures, and the last one's reason; null while sends succeed. */
  failingSince: z.string().nullable(),
  lastError: z.string().nullable(),
  nextTryAt: z.string().nullable(),
});
export type SyslogDestination = z.infer<typeof syslogDestinationSchema>;

export const syslogDestinationListSchema = z.object({ destinations: z.array(syslogDestinationSchema) });
export type SyslogDestinationList = z.infer<typeof syslogDestinationListSchema>;

export const syslogTestQueuedSchema = z.object({ queued: z.literal(true) });
