import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';
import { MAX_SSO_DOMAINS } from './constants.ts';
import { SSO_MESSAGES as M } from './messages.ts';

/** A domain name as email addresses carry it: labels of letters, digits and hyphens, a final label of letters. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const emailDomainSchema = z
  .string({ error: M.domainInvalid })
  .check(storableText)
  .trim()
  .toLowerCase()
  .regex(DOMAIN, { error: M.domainInvalid });

/** The issuer's address: http(s) with a host, no user name, password, query or fragment (OIDC Discovery §2). */
export const issuerUrlSchema = z
  .string({ error: M.issuerRequired })
  .check(storableText)
  .trim()
  .min(1, { error: M.issuerRequired, abort: true })
  .max(500, { error: M.issuerInvalid, abort: true })
  .superRefine((value, ctx) => {
    const url = URL.parse(value);
    const valid =
      url !== null &&
      ['http:', 'https:'].includes(url.protocol) &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.hash === '';
    if (!valid) ctx.addIssue({ code: 'custom', message: M.issuerInvalid });
  });

/**
 * What an admin sets. The client secret may be left out when changing a connection that has one
 * (the form never shows it back); a new connection needs it (the server says so).
 */
export const ssoConnectionBodySchema = z.object({
  issuerUrl: issuerUrlSchema,
  clientId: z
    .string({ error: M.clientIdRequired })
    .check(storableText)
    .trim()
    .min(1, { error: M.clientIdRequired })
    .max(300, { error: M.clientIdRequired }),
  clientSecret: z
    .string()
    .check(storableText)
    .max(1000, { error: M.clientSecretRequired })
    .optional()
    .transform((value) => value || undefined),
  allowedDomains: z
    .array(emailDomainSchema, { error: M.domainsRequired })
    .min(1, { error: M.domainsRequired })
    .max(MAX_SSO_DOMAINS, { error: M.tooManyDomains })
    .transform((domains) => [...new Set(domains)]),
  ssoRequired: z.boolean({ error: 'SSO required should be true or false.' }),
  /** An admin who keeps password sign-in while SSO is required, for when the identity provider is down. */
  breakGlassEmail: z
    .string()
    .check(storableText)
    .trim()
    .toLowerCase()
    .max(200, { error: MESSAGES.invalidEmail })
    .pipe(z.union([z.literal(''), z.email({ error: MESSAGES.invalidEmail })]))
    .nullish()
    .transform((value) => value || null),
});
export type SsoConnectionBody = z.input<typeof ssoConnectionBodySchema>;
export type ParsedSsoConnectionBody = z.output<typeof ssoConnectionBodySchema>;

export const ssoTenantParamsSchema = z.object({ tenantId: idParam(M.invalidTenantId) });
export const ssoCustomerParamsSchema = z.object({ customerId: idParam(MESSAGES.invalidCustomerId) });

/** A connection as the console shows it: never its client secret, only its last four characters. */
export const ssoConnectionSchema = z.object({
  issuerUrl: z.string(),
  clientId: z.string(),
  secretHint: z.string(),
  allowedDomains: z.array(z.string()),
  ssoRequired: z.boolean(),
  breakGlassEmail: z.string().nullable(),
  updated: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

/**
 * One scope's single sign-on: its connection (or null) and the redirect URI to register at the
 * identity provider; for an organization, whether its tenant's connection applies while it has none.
 */
export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  redirectUri: z.string(),
  inheritedFromTenant: z.boolean(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
