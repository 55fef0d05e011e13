import { z } from 'zod';
import { brandingQuerySchema } from '../auth/branding.ts';
import { emailField } from '../auth/login.ts';
import { storableText } from '../common/text.ts';
import { SSO_MESSAGES as M } from './messages.ts';

/** POST /v1/auth/sso/start: the work email whose domain finds the connection, else the tenant subdomain. */
export const ssoStartBodySchema = z
  .object({
    email: emailField.optional(),
    subdomain: brandingQuerySchema.shape.subdomain,
    /** The console page to open after signing in (a path on this site; anything else is ignored). */
    returnPath: z.string().check(storableText).max(500).optional(),
  })
  .refine((body) => body.email !== undefined || body.subdomain !== undefined, {
    error: M.emailOrSubdomainRequired,
  });
export type SsoStartBody = z.input<typeof ssoStartBodySchema>;

/** Where the browser goes next: the identity provider's authorization page. */
export const ssoStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/**
 * GET /auth/sso/callback: what the identity provider sends back (RFC 6749 §4.1.2). Loose on purpose:
 * whatever arrives, the answer is a redirect to the console or to the login page with a reason.
 */
const callbackValue = z.string().check(storableText).max(4096).optional();
export const ssoCallbackQuerySchema = z.looseObject({
  code: callbackValue,
  state: callbackValue,
  error: callbackValue,
});

/**
 * GET /auth/sso/begin: the first hop on the console's own host for a sign-in started on a tenant's
 * subdomain (the callback is on the console's host, and so must the attempt's cookie be).
 */
export const ssoBeginQuerySchema = z.object({ attempt: z.string().check(storableText).max(8192) });
