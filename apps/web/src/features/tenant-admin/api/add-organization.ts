import type { AddCustomerRequest } from '@baitwatch/contracts/organizations/add-customer';
import { addOrganization } from '@baitwatch/contracts/organizations/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** A new organization of the tenant, its primary admin invited. */
export function postAddOrganization(body: AddCustomerRequest) {
  return callApi(addOrganization, { body });
}

export function useAddOrganization() {
  return useMutation({ mutationFn: postAddOrganization });
}
