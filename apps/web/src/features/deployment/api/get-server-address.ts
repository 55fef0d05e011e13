import { getServerAddress } from '@baitwatch/contracts/deployment/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Where installers made here point. It changes only with a restart. */
export function useServerAddress() {
  return useQuery({
    queryKey: ['deployment', 'server-address'],
    queryFn: ({ signal }) => callApi(getServerAddress, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
