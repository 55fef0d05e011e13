import {
  confirmTotpEnrolment,
  getMfaStatus,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpEnrolment,
} from '@baitwatch/contracts/mfa/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

// The signed-in admin's own second factor (Profile → Sign-in security, wherever Profile is shown).

/** The second factor's status, refreshed by every change to the admin's factors (passkeys too). */
export const MFA_KEY = ['account', 'mfa'] as const;

/** `enabled: false` until it is needed (the step-up prompt asks only once it opens). */
export function useMfaStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MFA_KEY,
    queryFn: ({ signal }) => callApi(getMfaStatus, { signal }),
    enabled,
  });
}

/** Every change refreshes the status; none is retried (a code is taken once). */
function useMfaChange<A, R>(change: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_KEY }),
  });
}

/** A new secret for the QR code, not used until confirmed. */
export const useStartTotpEnrolment = () => useMfaChange(() => callApi(startTotpEnrolment, {}));

/** The app's first code: answers the recovery codes, shown once. */
export const useConfirmTotpEnrolment = () =>
  useMfaChange((code: string) => callApi(confirmTotpEnrolment, { body: { code } }));

export const useRemoveTotp = () => useMfaChange((code: string) => callApi(removeTotp, { body: { code } }));

/** A step-up change: the API client asks for a fresh factor first when the session has none. */
export const useRegenerateRecoveryCodes = () => useMfaChange(() => callApi(regenerateRecoveryCodes));
