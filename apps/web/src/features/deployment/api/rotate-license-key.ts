import { rotateLicenseKey } from '@baitwatch/contracts/deployment/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerDetailsQueryOptions } from '../../../domains/organizations/api/get-customer-details.ts';
import { callApi } from '../../../lib/call-api.ts';

/** A new license key; the details show it at once. */
export function useRotateLicenseKey(customerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = customerDetailsQueryOptions(customerId);
  return useMutation({
    mutationFn: () => callApi(rotateLicenseKey, { params: { customerId } }),
    onSuccess: ({ licenseKey }) => {
      queryClient.setQueryData(queryKey, (details) => (details ? { ...details, licenseKey } : details));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
