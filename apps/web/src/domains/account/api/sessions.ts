import { endOtherSessions, endSession, listSessions } from '@baitwatch/contracts/auth/session-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

// The signed-in admin's own sessions (Profile → Sessions).

const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => callApi(listSessions, { signal }) });
}

function useSessionsChange<A, R>(change: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useEndSession = () =>
  useSessionsChange((sessionId: string) => callApi(endSession, { params: { sessionId } }));

export const useEndOtherSessions = () => useSessionsChange(() => callApi(endOtherSessions, {}));
