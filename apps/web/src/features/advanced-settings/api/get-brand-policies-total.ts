import { countBrandPolicies } from '@baitwatch/contracts/brands/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** The Total Brands count. */
export function useBrandPoliciesTotal() {
  return useQuery({
    queryKey: brandPolicyKeys.total(),
    queryFn: ({ signal }) => callApi(countBrandPolicies, { signal }),
    select: (answer) => answer.total,
  });
}
