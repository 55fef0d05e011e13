import { addSyslogDestination } from '@baitwatch/contracts/syslog/calls';
import type { SyslogDestinationSettings } from '@baitwatch/contracts/syslog/destination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { PushScope } from '../model/push-scope.ts';
import { SYSLOG_KEY } from './list-syslog-destinations.ts';

/** A new syslog destination of the scope. */
export function useAddSyslogDestination(scope: PushScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SyslogDestinationSettings) =>
      callApi(addSyslogDestination, { body: { ...settings, ...scope } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSLOG_KEY }),
  });
}
