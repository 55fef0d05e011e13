import type { GenerateApiKeyBody } from '@baitwatch/contracts/api-keys/expiry-date';
import { generateApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/generate-apikey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiKeyQueryOptions } from './fetch-apikey.ts';

/** PUT /v1/enterprise-soc/generate-apikey/{customerId}: a new key; the panel shows it at once. */
export function useGenerateApiKey(customerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeyQueryOptions(customerId);
  return useMutation({
    mutationFn: (body: GenerateApiKeyBody) =>
      apiRequest(`/v1/enterprise-soc/generate-apikey/${customerId}`, {
        method: 'PUT',
        body,
        schema: generateApiKeyResponseSchema,
      }),
    onSuccess: ({ newApiKey, newApiExpiryDate }) =>
      queryClient.setQueryData(queryKey, { apiKey: newApiKey, apiKeyExpiry: newApiExpiryDate }),
  });
}
