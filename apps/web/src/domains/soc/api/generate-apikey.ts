import { generateApiKey } from '@baitwatch/contracts/api-keys/calls';
import type { GenerateApiKeyBody } from '@baitwatch/contracts/api-keys/expiry-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { apiKeyQueryOptions } from './fetch-apikey.ts';

/** A new key; the panel shows it at once. */
export function useGenerateApiKey(customerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeyQueryOptions(customerId);
  return useMutation({
    mutationFn: (body: GenerateApiKeyBody) => callApi(generateApiKey, { params: { customerId }, body }),
    onSuccess: ({ newApiKey, newApiExpiryDate }) =>
      queryClient.setQueryData(queryKey, { apiKey: newApiKey, apiKeyExpiry: newApiExpiryDate }),
  });
}
