import { importBlockedUrlsCsv } from '@baitwatch/contracts/settings/list-calls';
import type { ImportListCsvRequest } from '@baitwatch/contracts/settings/list-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { blockedUrlsQueryOptions } from './list-blocked-urls.ts';

/** Sends the file's text: the answer reports each refused row (decision 0035). */
export function postBlockedUrlsCsv({ customerId, body }: { customerId: number; body: ImportListCsvRequest }) {
  return callApi(importBlockedUrlsCsv, { params: { id: customerId }, body });
}

export function useImportBlockedUrlsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBlockedUrlsCsv,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: blockedUrlsQueryOptions(customerId).queryKey }),
  });
}
