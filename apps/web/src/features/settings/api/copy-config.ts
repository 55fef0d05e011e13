import type { ConfigCopyRequest } from '@baitwatch/contracts/settings/config-copy';
import { applyConfigCopy } from '@baitwatch/contracts/settings/config-copy-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertConfigQueryOptions } from '../../../domains/settings/api/get-alert-config.ts';
import { callApi } from '../../../lib/call-api.ts';

/** Copies, and answers what changed (decision 0040). */
export function copyConfig({ customerId, body }: { customerId: number; body: ConfigCopyRequest }) {
  return callApi(applyConfigCopy, { params: { id: customerId }, body });
}

/** Copies, then reads the changed organizations' lists, alert config and scan settings again. */
export function useCopyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyConfig,
    onSuccess: (_answer, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
        ...body.targetCustomerIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: alertConfigQueryOptions(id).queryKey }),
        ),
        // Advanced Settings' scan settings query (its own feature), by its key's prefix.
        queryClient.invalidateQueries({ queryKey: ['advanced-settings', 'scan-config'] }),
      ]),
  });
}
