import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';
import { BRAND_NAME_MAX, LOGO_MAX_BYTES, SUPPORT_EMAIL_MAX, WHITELABEL_MESSAGES } from './messages.ts';

/** A base64 image as the console reads it: a data URL (`data:image/png;base64,...`) or bare base64. */
const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const base64Payload = (value: string) => value.replace(DATA_URL_PREFIX, '');

/** The decoded size of a base64 text, without decoding it. */
export const base64Bytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** The whitelabel's brand name: required, at most 50 characters (decision 0027). */
export const brandNameField = z
  .string({ error: WHITELABEL_MESSAGES.brandNameRequired })
  .check(storableText)
  .trim()
  .check(oneLineName)
  .min(1, { error: WHITELABEL_MESSAGES.brandNameRequired, abort: true })
  .max(BRAND_NAME_MAX, { error: WHITELABEL_MESSAGES.brandNameTooLong });

/** The support email: empty, or an email address of at most 200 characters (doc 1 §5 "Whitelabel"). */
export const supportEmailField = z
  .string()
  .check(storableText)
  .trim()
  .max(SUPPORT_EMAIL_MAX, { error: WHITELABEL_MESSAGES.supportEmailTooLong, abort: true })
  .pipe(
    z.union([z.literal(''), z.email({ error: WHITELABEL_MESSAGES.invalidEmail })], {
      error: WHITELABEL_MESSAGES.invalidEmail,
    }),
  )
  .transform((value) => value || null);

/** The logo, base64 (doc 1 §5: "Images are read as base64"), at most 1 MB decoded. */
export const brandLogoField = z
  .string()
  .transform(base64Payload)
  .refine((value) => value.length > 0 && value.length % 4 === 0 && BASE64.test(value), {
    error: WHITELABEL_MESSAGES.logoNotBase64,
    abort: true,
  })
  .refine((value) => base64Bytes(value) <= LOGO_MAX_BYTES, { error: WHITELABEL_MESSAGES.logoTooLarge });

/**
 * POST and PUT /v1/portal/tenants/{id}/settings/whitelabel (doc 1 §7). `organizationName` and
 * `subDomain` are the spec's wire fields: the subdomain, when sent, must be the tenant's; the name is
 * not changed by this call (the Account Details form changes it). Without `brandLogo` the stored logo
 * stays. `supportEmail` is the provider's to change: a TenantAdmin's save keeps the stored one.
 */
export const saveWhitelabelRequestSchema = z.object({
  organizationName: z.string().check(storableText).check(oneLineName).max(250).optional(),
  subDomain: z.string().check(storableText).trim().toLowerCase().max(63).optional(),
  brandName: brandNameField,
  supportEmail: supportEmailField.nullish(),
  logoFileName: z.string().check(storableText).trim().check(oneLineName).max(255).nullish(),
  brandLogo: brandLogoField.nullish(),
});
export type SaveWhitelabelRequest = z.input<typeof saveWhitelabelRequestSchema>;

export const whitelabelChangeResponseSchema = z.object({ message: z.string() });
