import { completeSecondFactor } from '@baitwatch/contracts/mfa/calls';
import { signInWithPasskey, startPasskeySignIn } from '@baitwatch/contracts/passkeys/calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { signWithPasskey } from '../../../lib/passkey-ceremony.ts';

/** "Sign in with a passkey": any discoverable passkey of this site, no email or password. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const options = await callApi(startPasskeySignIn, { body: {}, skipRefresh: true });
      const response = await signWithPasskey(options);
      return callApi(signInWithPasskey, { body: { response }, skipRefresh: true });
    },
  });
}

/** The login's second step with one of the admin's passkeys (the challenge names them). */
export function usePasskeySecondFactor() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const options = await callApi(startPasskeySignIn, { body: { challenge }, skipRefresh: true });
      const response = await signWithPasskey(options);
      return callApi(completeSecondFactor, {
        body: { challenge, method: 'passkey', response },
        skipRefresh: true,
      });
    },
  });
}
