import { defineCall } from '../common/call.ts';
import { brandingLogoParamsSchema, brandingQuerySchema, brandingResponseSchema } from './branding.ts';

/** The login page's branding, by the Host's first label or `?subdomain=`: public, under /v1 for the functions key. */
export const getBranding = defineCall({
  method: 'GET',
  path: '/v1/auth/branding',
  access: 'public',
  query: brandingQuerySchema,
  response: brandingResponseSchema,
});

/**
 * A tenant's whitelabel logo: public (it shows on the login page), outside /v1 because an <img> cannot
 * send the functions key. The answer is the image itself.
 */
export const getBrandingLogo = defineCall({
  method: 'GET',
  path: '/branding/{subDomain}/logo',
  access: 'public',
  params: brandingLogoParamsSchema,
  response: null,
});
