import { generateTenantApiKey } from '@baitwatch/contracts/api-keys/calls';
import type { GenerateApiKeyBody } from '@baitwatch/contracts/api-keys/expiry-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { tenantApiKeyQueryOptions } from './fetch-tenant-apikey.ts';

/** A new global key, shown at once. */
export function useGenerateTenantApiKey(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = tenantApiKeyQueryOptions(tenantId);
  return useMutation({
    mutationFn: (body: GenerateApiKeyBody) => callApi(generateTenantApiKey, { params: { tenantId }, body }),
    onSuccess: ({ newApiKey, newApiExpiryDate }) =>
      queryClient.setQueryData(queryKey, {
        tenantApiKey: newApiKey,
        tenantApiKeyExpiryDate: newApiExpiryDate,
      }),
  });
}
