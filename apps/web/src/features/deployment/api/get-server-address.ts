import {
  SERVER_ADDRESS_PATH,
  serverAddressResponseSchema,
} from '@baitwatch/contracts/deployment/server-address';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/portal/deployment/server-address: where installers made here point. It changes only with a restart. */
export function useServerAddress() {
  return useQuery({
    queryKey: ['deployment', 'server-address'],
    queryFn: ({ signal }) => apiRequest(SERVER_ADDRESS_PATH, { schema: serverAddressResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
