import { fetchApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/fetch-apikey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const apiKeyQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['api-key', 'customer', customerId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/enterprise-soc/fetch-apikey/${customerId}`, {
        schema: fetchApiKeyResponseSchema,
        signal,
      }),
  });

/** GET /v1/enterprise-soc/fetch-apikey/{customerId}: the organization's key and expiry (null: none). */
export function useApiKey(customerId: number) {
  return useQuery(apiKeyQueryOptions(customerId));
}
