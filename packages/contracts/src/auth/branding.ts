import { z } from 'zod';
import { storableText } from '../common/text.ts';

/** GET /v1/auth/branding: the login page's branding, by the Host's first label or `?subdomain=`. */
export const brandingQuerySchema = z.object({
  subdomain: z
    .string()
    .check(storableText)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,63}$/, { error: 'Invalid subdomain' })
    .optional(),
});
export type BrandingQuery = z.infer<typeof brandingQuerySchema>;

/** GET /branding/{subDomain}/logo: the whitelabel logo of the tenant with this subdomain. */
export const brandingLogoParamsSchema = z.object({
  subDomain: z.string().check(storableText).max(63, { error: 'Invalid subdomain' }),
});

export const brandingResponseSchema = z.object({
  /** The platform's own name (PRODUCT_NAME), e.g. for a "powered by" line. */
  productName: z.string(),
  /** The name to show: the whitelabel brand name, else the product name. */
  brandName: z.string(),
  /** A public address of the whitelabel logo; null means the product logo. */
  logoUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportUrl: z.string(),
  /** The free-trial address; null on whitelabel pages, which must not advertise the provider. */
  trialUrl: z.string().nullable(),
  isWhitelabel: z.boolean(),
  /** The tenant the subdomain names, or null on the provider's own page. */
  tenantName: z.string().nullable(),
  subDomain: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingResponseSchema>;
