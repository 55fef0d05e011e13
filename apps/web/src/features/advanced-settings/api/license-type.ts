import {
  licenseTypeResponseSchema,
  type UpdateLicenseTypeRequest,
} from '@baitwatch/contracts/customers/license-type';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const licenseTypeKey = (customerId: number) => ['advanced-settings', 'license-type', customerId] as const;

/** GET portal/{customerId}/license-type. */
export function fetchLicenseType(customerId: number, signal?: AbortSignal) {
  return apiRequest(`/v1/portal/${customerId}/license-type`, { schema: licenseTypeResponseSchema, signal });
}

export const licenseTypeQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: licenseTypeKey(customerId),
    queryFn: ({ signal }) => fetchLicenseType(customerId, signal),
    select: (answer) => answer.licenseType,
  });

export function useLicenseType(customerId: number) {
  return useQuery(licenseTypeQueryOptions(customerId));
}

/** PUT portal/{customerId}/license-type. */
export function putLicenseType({ customerId, body }: { customerId: number; body: UpdateLicenseTypeRequest }) {
  return apiRequest(`/v1/portal/${customerId}/license-type`, {
    method: 'PUT',
    body,
    schema: licenseTypeResponseSchema,
  });
}

export function useUpdateLicenseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLicenseType,
    onSuccess: (answer, { customerId }) => queryClient.setQueryData(licenseTypeKey(customerId), answer),
  });
}
