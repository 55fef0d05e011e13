import { importAllowedDomainsCsv } from '@baitwatch/contracts/settings/list-calls';
import type { ImportListCsvRequest } from '@baitwatch/contracts/settings/list-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { allowedDomainsQueryOptions } from './list-allowed-domains.ts';

/** Sends the file's text: the answer reports each refused row (decision 0035). */
export function postAllowedDomainsCsv({
  customerId,
  body,
}: {
  customerId: number;
  body: ImportListCsvRequest;
}) {
  return callApi(importAllowedDomainsCsv, { params: { id: customerId }, body });
}

export function useImportAllowedDomainsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAllowedDomainsCsv,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: allowedDomainsQueryOptions(customerId).queryKey }),
  });
}
