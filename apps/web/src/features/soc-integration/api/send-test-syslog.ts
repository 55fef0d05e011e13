import { sendTestSyslog } from '@baitwatch/contracts/syslog/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SYSLOG_KEY } from './list-syslog-destinations.ts';

/** Queues a `syslog.test` message to the destination. */
export function useSendTestSyslog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (destinationId: string) => callApi(sendTestSyslog, { params: { destinationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSLOG_KEY }),
  });
}
