import type { BrandPolicyWrite } from '@baitwatch/contracts/brands/brand-policy';
import { createBrandPolicy, updateBrandPolicy } from '@baitwatch/contracts/brands/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** A new policy (no id), or a change to one. */
export function saveBrandPolicy({ id, body }: { id: number | null; body: BrandPolicyWrite }) {
  return id === null
    ? callApi(createBrandPolicy, { body })
    : callApi(updateBrandPolicy, { params: { id }, body });
}

export function useSaveBrandPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandPolicyKeys.all }),
  });
}
