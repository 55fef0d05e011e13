import { deleteSyslogDestination } from '@baitwatch/contracts/syslog/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SYSLOG_KEY } from './list-syslog-destinations.ts';

/** Removes a destination with the messages still waiting for it. */
export function useDeleteSyslogDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (destinationId: string) => callApi(deleteSyslogDestination, { params: { destinationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSLOG_KEY }),
  });
}
