import { rotateLicenseKeyResponseSchema } from '@baitwatch/contracts/deployment/rotate-license-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerDetailsQueryOptions } from '../../../lib/customers/get-customer-details.ts';

/** POST /v1/portal/customers/{id}/license-key/rotate: a new license key; the details show it at once. */
export function useRotateLicenseKey(customerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = customerDetailsQueryOptions(customerId);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/portal/customers/${customerId}/license-key/rotate`, {
        method: 'POST',
        schema: rotateLicenseKeyResponseSchema,
      }),
    onSuccess: ({ licenseKey }) => {
      queryClient.setQueryData(queryKey, (details) => (details ? { ...details, licenseKey } : details));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
