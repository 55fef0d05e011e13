import {
  listPasskeys,
  registerPasskey,
  removePasskey,
  renamePasskey,
  startPasskeyConfirmation,
  startPasskeyRegistration,
} from '@baitwatch/contracts/passkeys/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { createPasskey, signWithPasskey } from '../../../lib/passkey-ceremony.ts';
import { MFA_KEY } from './mfa.ts';

// The signed-in admin's passkeys (Profile → Sign-in security). A change refreshes the list and the
// second factor's status (a first passkey brings recovery codes, a last one takes them).

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => callApi(listPasskeys, { signal }) });
}

function usePasskeyChange<A, R>(change: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
        queryClient.invalidateQueries({ queryKey: MFA_KEY }),
      ]),
  });
}

/** Options from the server, the browser makes the passkey, the server keeps it under its name. */
export const useAddPasskey = () =>
  usePasskeyChange(async (name: string) => {
    const options = await callApi(startPasskeyRegistration, {});
    const response = await createPasskey(options);
    return callApi(registerPasskey, { body: { name, response } });
  });

export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: { id: string; name: string }) =>
    callApi(renamePasskey, { params: { passkeyId: id }, body: { name } }),
  );

/** A removal's fresh factor: a current authenticator code, or (without one) a passkey of the admin's. */
export const useRemovePasskey = () =>
  usePasskeyChange(async ({ id, code }: { id: string; code?: string }) => {
    const params = { passkeyId: id };
    if (code) return callApi(removePasskey, { params, body: { method: 'totp', code } });
    const response = await signWithPasskey(await callApi(startPasskeyConfirmation, {}));
    return callApi(removePasskey, { params, body: { method: 'passkey', response } });
  });
