import type { AddAllowedDomainRequest } from '@baitwatch/contracts/settings/add-allowed-domain';
import { addAllowedDomain } from '@baitwatch/contracts/settings/list-calls';
import { callApi } from '../../../lib/call-api.ts';

/** Adds an allowed domain: the Settings page adds one, and marking an event a false positive offers its host. */
export function postAllowedDomain({
  customerId,
  body,
}: {
  customerId: number;
  body: AddAllowedDomainRequest;
}) {
  return callApi(addAllowedDomain, { params: { id: customerId }, body });
}
