import { extensionUserResponseSchema } from '@baitwatch/contracts/licenses/extension-user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { licenseKeys } from './query-keys.ts';

/** GET /portal/customers/{customerId}/extension-users/{userId}: the extension user detail page. */
export function useExtensionUser(customerId: number, userId: number) {
  return useQuery({
    queryKey: licenseKeys.user(customerId, userId),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/portal/customers/${customerId}/extension-users/${userId}`, {
        schema: extensionUserResponseSchema,
        signal,
      }),
  });
}
