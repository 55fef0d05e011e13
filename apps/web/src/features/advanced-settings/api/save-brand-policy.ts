import {
  type BrandPolicyWrite,
  brandPolicyWriteResponseSchema,
} from '@baitwatch/contracts/brands/brand-policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { brandPolicyKeys } from './brand-policy-keys.ts';

/** POST /brand-policies (a new policy, no id) or PUT /brand-policies/{id}. */
export function saveBrandPolicy({ id, body }: { id: number | null; body: BrandPolicyWrite }) {
  return apiRequest(id === null ? '/v1/brand-policies' : `/v1/brand-policies/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: brandPolicyWriteResponseSchema,
  });
}

export function useSaveBrandPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandPolicyKeys.all }),
  });
}
