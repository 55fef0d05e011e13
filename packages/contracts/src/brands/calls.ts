import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import {
  brandPolicyIdParamsSchema,
  brandPolicyWriteResponseSchema,
  brandPolicyWriteSchema,
} from './brand-policy.ts';
import {
  brandPoliciesTotalResponseSchema,
  listBrandPoliciesQuerySchema,
  listBrandPoliciesResponseSchema,
} from './list-brand-policies.ts';

// Brand policies (Advanced Settings): the provider's alone; anyone else is refused before the input is read.
const access = { roles: [PROVIDER_ROLE] } as const;

/** One page of the filtered policies. */
export const listBrandPolicies = defineCall({
  method: 'GET',
  path: '/v1/brand-policies',
  access,
  query: listBrandPoliciesQuerySchema,
  response: listBrandPoliciesResponseSchema,
});

/** The Total Brands count. */
export const countBrandPolicies = defineCall({
  method: 'GET',
  path: '/v1/brand-policies/total',
  access,
  response: brandPoliciesTotalResponseSchema,
});

/** A new policy. */
export const createBrandPolicy = defineCall({
  method: 'POST',
  path: '/v1/brand-policies',
  access,
  body: brandPolicyWriteSchema,
  response: brandPolicyWriteResponseSchema,
});

/** Changes a policy (its reference logos stay when the body names none). */
export const updateBrandPolicy = defineCall({
  method: 'PUT',
  path: '/v1/brand-policies/{id}',
  access,
  params: brandPolicyIdParamsSchema,
  body: brandPolicyWriteSchema,
  response: brandPolicyWriteResponseSchema,
});
