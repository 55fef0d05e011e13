import { brandPoliciesTotalResponseSchema } from '@baitwatch/contracts/brands/list-brand-policies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** GET /brand-policies/total: the Total Brands count. */
export function useBrandPoliciesTotal() {
  return useQuery({
    queryKey: brandPolicyKeys.total(),
    queryFn: ({ signal }) =>
      apiRequest('/v1/brand-policies/total', { schema: brandPoliciesTotalResponseSchema, signal }),
    select: (answer) => answer.total,
  });
}
