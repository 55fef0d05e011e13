import { fetchApiKey } from '@baitwatch/contracts/api-keys/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const apiKeyQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['api-key', 'customer', customerId] as const,
    queryFn: ({ signal }) => callApi(fetchApiKey, { params: { customerId }, signal }),
  });

/** The organization's key and expiry (null: none). */
export function useApiKey(customerId: number) {
  return useQuery(apiKeyQueryOptions(customerId));
}
