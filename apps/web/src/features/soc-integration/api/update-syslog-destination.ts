import { updateSyslogDestination } from '@baitwatch/contracts/syslog/calls';
import type { UpdateSyslogDestinationBody } from '@baitwatch/contracts/syslog/destination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SYSLOG_KEY } from './list-syslog-destinations.ts';

/** A destination's settings, or its enabled state. */
export function useUpdateSyslogDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ destinationId, body }: { destinationId: string; body: UpdateSyslogDestinationBody }) =>
      callApi(updateSyslogDestination, { params: { destinationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSLOG_KEY }),
  });
}
