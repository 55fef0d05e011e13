import { getLicenseType, setLicenseType } from '@baitwatch/contracts/organizations/calls';
import type { UpdateLicenseTypeRequest } from '@baitwatch/contracts/organizations/license-type';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const licenseTypeKey = (customerId: number) => ['advanced-settings', 'license-type', customerId] as const;

export function fetchLicenseType(customerId: number, signal?: AbortSignal) {
  return callApi(getLicenseType, { params: { customerId }, signal });
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

export function putLicenseType({ customerId, body }: { customerId: number; body: UpdateLicenseTypeRequest }) {
  return callApi(setLicenseType, { params: { customerId }, body });
}

export function useUpdateLicenseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLicenseType,
    onSuccess: (answer, { customerId }) => queryClient.setQueryData(licenseTypeKey(customerId), answer),
  });
}
