import {
  type ListBrandPoliciesQuery,
  listBrandPoliciesQuerySchema,
  listBrandPoliciesResponseSchema,
} from '@baitwatch/contracts/brands/list-brand-policies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** GET /brand-policies: one page of the filtered policies; the page stays while the next one loads. */
export function useBrandPolicies(query: ListBrandPoliciesQuery) {
  return useQuery({
    queryKey: brandPolicyKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest('/v1/brand-policies', {
        query,
        querySchema: listBrandPoliciesQuerySchema,
        schema: listBrandPoliciesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
