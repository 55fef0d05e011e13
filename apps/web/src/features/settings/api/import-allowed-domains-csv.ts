import {
  type ImportListCsvRequest,
  importListCsvResponseSchema,
} from '@baitwatch/contracts/settings/list-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

/** POST /v1/portal/customers/{id}/whitelist-domain/import with the file's text: a report of refused rows (decision 0035). */
export function postAllowedDomainsCsv({
  customerId,
  body,
}: {
  customerId: number;
  body: ImportListCsvRequest;
}) {
  return apiRequest(`/v1/portal/customers/${customerId}/whitelist-domain/import`, {
    method: 'POST',
    body,
    schema: importListCsvResponseSchema,
  });
}

export function useImportAllowedDomainsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAllowedDomainsCsv,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
