import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { booleanParam, filterTextParam } from '../events/query-params.ts';
import { BRAND_POLICY_PAGE_SIZE, brandPolicySchema } from './brand-policy.ts';

const invalidPage = 'Invalid page';

/**
 * GET /v1/brand-policies (doc 2 §7): isActive (only active ones when true, only inactive when false,
 * all when absent), srchTxt (part of a brand name, an alias or a domain), offset, pageSize (11).
 */
export const listBrandPoliciesQuerySchema = z.object({
  isActive: booleanParam.optional(),
  srchTxt: filterTextParam(100),
  offset: wholeNumberParam(0, 1_000_000, invalidPage).default(0),
  pageSize: wholeNumberParam(1, 100, invalidPage).default(BRAND_POLICY_PAGE_SIZE),
});
export type ListBrandPoliciesQuery = z.input<typeof listBrandPoliciesQuerySchema>;

/** The page, how many match the filter (`total`) and how many policies exist (`totalRecordCount`). */
export const listBrandPoliciesResponseSchema = z.object({
  list: z.array(brandPolicySchema),
  total: z.number().int(),
  totalRecordCount: z.number().int(),
});
export type ListBrandPoliciesResponse = z.infer<typeof listBrandPoliciesResponseSchema>;

/** GET /v1/brand-policies/total: the Total Brands count. */
export const brandPoliciesTotalResponseSchema = z.object({ total: z.number().int() });
