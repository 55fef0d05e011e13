import {
  type AddAllowedDomainRequest,
  addAllowedDomainResponseSchema,
} from '@baitwatch/contracts/settings/add-allowed-domain';
import { apiRequest } from '../api-client.ts';

/**
 * POST /v1/portal/customers/{id}/whitelist-domain with body `domain`: the Settings page adds one, and
 * marking an event a false positive offers to add its host.
 */
export function postAllowedDomain({
  customerId,
  body,
}: {
  customerId: number;
  body: AddAllowedDomainRequest;
}) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain`, {
    method: 'POST',
    body,
    schema: addAllowedDomainResponseSchema,
  });
}
