import {
  type ImportListCsvRequest,
  importListCsvResponseSchema,
} from '@baitwatch/contracts/settings/list-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

/** POST /v1/portal/customers/{id}/blacklist-urls/import with the file's text: a report of refused rows (decision 0035). */
export function postBlockedUrlsCsv({ customerId, body }: { customerId: number; body: ImportListCsvRequest }) {
  return apiRequest(`/v1/portal/customers/${customerId}/blacklist-urls/import`, {
    method: 'POST',
    body,
    schema: importListCsvResponseSchema,
  });
}

export function useImportBlockedUrlsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBlockedUrlsCsv,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: blockedUrlsQueryOptions(customerId).queryKey }),
  });
}
