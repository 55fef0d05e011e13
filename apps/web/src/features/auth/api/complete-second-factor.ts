import { completeSecondFactor } from '@baitwatch/contracts/mfa/calls';
import type { SecondFactorRequest } from '@baitwatch/contracts/mfa/second-factor';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The login's second step: a code for the challenge the password step answered. */
export function useCompleteSecondFactor() {
  return useMutation({
    mutationFn: (body: SecondFactorRequest) => callApi(completeSecondFactor, { body, skipRefresh: true }),
  });
}
