import { listSyslogDestinations } from '@baitwatch/contracts/syslog/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { PushScope } from '../model/push-scope.ts';

/** Every syslog query starts with this key: a change to a destination refreshes them all. */
export const SYSLOG_KEY = ['syslog'] as const;

/** While any destination has messages waiting, the list looks again this often (they drain, or fail on). */
const WAITING_REFRESH_MS = 5_000;

/** The scope's syslog destinations, with how their sending stands. */
export function useSyslogDestinations(scope: PushScope) {
  return useQuery({
    queryKey: [...SYSLOG_KEY, 'destinations', scope] as const,
    queryFn: ({ signal }) => callApi(listSyslogDestinations, { query: scope, signal }),
    refetchInterval: (query) =>
      query.state.data?.destinations.some((d) => d.waiting > 0) ? WAITING_REFRESH_MS : false,
  });
}
