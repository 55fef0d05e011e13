import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetSessionState } from '../../../lib/api-client.ts';

/** Once signed in: forget whatever a previous session cached (it was someone else's) and open `to`. */
export function useEnterConsole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (to: string) => {
    queryClient.clear();
    resetSessionState();
    navigate(to, { replace: true });
  };
}
