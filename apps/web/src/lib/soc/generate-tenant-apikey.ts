import type { GenerateApiKeyBody } from '@baitwatch/contracts/api-keys/expiry-date';
import { generateApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/generate-tenant-apikey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { tenantApiKeyQueryOptions } from './fetch-tenant-apikey.ts';

/** PUT /v1/enterprise-soc/generate-tenant-apikey/{tenantId}: a new global key, shown at once. */
export function useGenerateTenantApiKey(tenantId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = tenantApiKeyQueryOptions(tenantId);
  return useMutation({
    mutationFn: (body: GenerateApiKeyBody) =>
      apiRequest(`/v1/enterprise-soc/generate-tenant-apikey/${tenantId}`, {
        method: 'PUT',
        body,
        schema: generateApiKeyResponseSchema,
      }),
    onSuccess: ({ newApiKey, newApiExpiryDate }) =>
      queryClient.setQueryData(queryKey, {
        tenantApiKey: newApiKey,
        tenantApiKeyExpiryDate: newApiExpiryDate,
      }),
  });
}
