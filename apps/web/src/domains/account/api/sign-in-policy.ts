import { getSignInPolicy, setSignInPolicy } from '@baitwatch/contracts/mfa/calls';
import type { SignInPolicy } from '@baitwatch/contracts/mfa/policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Whose policy: an organization's, a tenant's, or (neither) the provider's own admins'. */
export type PolicyScope = { customerId: number } | { tenantId: number } | Record<string, never>;

const policyKey = (scope: PolicyScope) => ['account', 'sign-in-policy', scope] as const;

export function useSignInPolicy(scope: PolicyScope) {
  return useQuery({
    queryKey: policyKey(scope),
    queryFn: ({ signal }) => callApi(getSignInPolicy, { query: scope, signal }),
  });
}

export function useSetSignInPolicy(scope: PolicyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SignInPolicy) => callApi(setSignInPolicy, { query: scope, body: { policy } }),
    onSuccess: (saved) => queryClient.setQueryData(policyKey(scope), saved),
  });
}
