import { startSso } from '@baitwatch/contracts/sso/calls';
import type { SsoStartBody, SsoStartResponse } from '@baitwatch/contracts/sso/sign-in';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The identity provider's address to send the browser to (the server keeps the attempt). */
export function postStartSso(body: SsoStartBody): Promise<SsoStartResponse> {
  return callApi(startSso, { body, skipRefresh: true });
}

export function useStartSso() {
  return useMutation({ mutationFn: postStartSso });
}
