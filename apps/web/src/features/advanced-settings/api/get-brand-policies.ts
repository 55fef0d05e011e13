import { listBrandPolicies } from '@baitwatch/contracts/brands/calls';
import type { ListBrandPoliciesQuery } from '@baitwatch/contracts/brands/list-brand-policies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** One page of the filtered policies; the page stays while the next one loads. */
export function useBrandPolicies(query: ListBrandPoliciesQuery) {
  return useQuery({
    queryKey: brandPolicyKeys.page(query),
    queryFn: ({ signal }) => callApi(listBrandPolicies, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
