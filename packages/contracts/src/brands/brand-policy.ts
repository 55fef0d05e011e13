import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { oneLineName, storableText } from '../common/text.ts';
import { brandLogoSchema, brandLogosWriteSchema } from './brand-logos.ts';

// Baseline brand policies (doc 2 §2, §3, §5, §8). Quoted messages are the spec's, word for word.
export const BRAND_POLICY_MESSAGES = {
  brandNameRequired: 'Brand Name is required',
  brandNameTooLong: 'Brand Name cannot exceed 100 characters',
  aliasRequired: 'At least one Brand Alias is required',
  domainRequired: 'At least one Brand Domain is required',
  aliasEmpty: 'Brand Alias cannot be empty',
  aliasTooLong: 'Brand Alias cannot exceed 100 characters',
  domainEmpty: 'Brand Domain cannot be empty',
  domainTooLong: 'Brand Domain cannot exceed 200 characters',
  invalidDomain: 'Invalid Domain',
  adding: 'Adding Brand Policy...',
  added: 'Brand Policy added successfully',
  updating: 'Updating Brand Policy...',
  updated: 'Brand Policy updated successfully',
  failedToUpdate: 'Failed to update Brand Policy',
  noResults: 'No Results Found',
  // Ours: the spec words no other answer.
  duplicate: (brandName: string) => `Brand Policy ${brandName} already exists.`,
  notFound: 'Brand Policy not found',
  couldNotLoad: 'Could not load the brand policies',
} as const;

export const BRAND_POLICY_PAGE_SIZE = 11;

/** A dotted host name whose last label is two or more letters, not starting with a hyphen (doc 2 §5). */
const BRAND_DOMAIN = /^(?!-)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

const aliasField = z.object({
  value: z
    .string({ error: BRAND_POLICY_MESSAGES.aliasEmpty })
    .check(storableText)
    .trim()
    .check(oneLineName)
    .min(1, { error: BRAND_POLICY_MESSAGES.aliasEmpty, abort: true })
    .max(100, { error: BRAND_POLICY_MESSAGES.aliasTooLong }),
  isPartialMatch: z.boolean().default(false),
});

const domainField = z.object({
  value: z
    .string({ error: BRAND_POLICY_MESSAGES.domainEmpty })
    .check(storableText)
    .trim()
    .min(1, { error: BRAND_POLICY_MESSAGES.domainEmpty, abort: true })
    .max(200, { error: BRAND_POLICY_MESSAGES.domainTooLong, abort: true })
    .regex(BRAND_DOMAIN, { error: BRAND_POLICY_MESSAGES.invalidDomain })
    .toLowerCase(),
});

/**
 * POST /v1/brand-policies and PUT /v1/brand-policies/{id}: brandName, isActive, alias (value and
 * isPartialMatch), domains (value). Brand names are unique, ignoring case. Ours beside the spec's:
 * logos (decision 0065); a write without them keeps the policy's logos.
 */
export const brandPolicyWriteSchema = z.object({
  brandName: z
    .string({ error: BRAND_POLICY_MESSAGES.brandNameRequired })
    .check(storableText)
    .trim()
    .check(oneLineName)
    .min(1, { error: BRAND_POLICY_MESSAGES.brandNameRequired, abort: true })
    .max(100, { error: BRAND_POLICY_MESSAGES.brandNameTooLong }),
  isActive: z.boolean().default(true),
  alias: z.array(aliasField, { error: BRAND_POLICY_MESSAGES.aliasRequired }).min(1, {
    error: BRAND_POLICY_MESSAGES.aliasRequired,
  }),
  domains: z.array(domainField, { error: BRAND_POLICY_MESSAGES.domainRequired }).min(1, {
    error: BRAND_POLICY_MESSAGES.domainRequired,
  }),
  logos: brandLogosWriteSchema.optional(),
});
export type BrandPolicyWrite = z.input<typeof brandPolicyWriteSchema>;

/** A brand policy as read (doc 2 §3): aliases with their partial-match flag, domains by value. */
export const brandPolicySchema = z.object({
  id: z.number().int(),
  brandName: z.string(),
  isActive: z.boolean(),
  alias: z.array(z.object({ value: z.string(), isPartialMatch: z.boolean() })),
  domain: z.array(z.object({ value: z.string() })),
  logos: z.array(brandLogoSchema),
});
export type BrandPolicy = z.infer<typeof brandPolicySchema>;

export const brandPolicyIdParamsSchema = z.object({
  id: idParam(BRAND_POLICY_MESSAGES.notFound),
});

/** The answer of a write: the spec's message and the policy as stored. */
export const brandPolicyWriteResponseSchema = z.object({ message: z.string(), policy: brandPolicySchema });
export type BrandPolicyWriteResponse = z.infer<typeof brandPolicyWriteResponseSchema>;
