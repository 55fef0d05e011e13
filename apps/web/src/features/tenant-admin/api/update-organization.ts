import { updateOrganizationInfo } from '@baitwatch/contracts/organizations/calls';
import type { UpdateCustomerInfoRequest } from '@baitwatch/contracts/organizations/update-customer';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The edit form's Organization Info block. */
export function putOrganizationInfo({ id, body }: { id: number; body: UpdateCustomerInfoRequest }) {
  return callApi(updateOrganizationInfo, { params: { id }, body });
}

export function useUpdateOrganization() {
  return useMutation({ mutationFn: putOrganizationInfo });
}
