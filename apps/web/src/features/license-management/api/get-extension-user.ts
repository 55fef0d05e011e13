import { getExtensionUser } from '@baitwatch/contracts/licenses/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { licenseKeys } from './query-keys.ts';

/** The extension user detail page. */
export function useExtensionUser(customerId: number, userId: number) {
  return useQuery({
    queryKey: licenseKeys.user(customerId, userId),
    queryFn: ({ signal }) => callApi(getExtensionUser, { params: { customerId, userId }, signal }),
  });
}
