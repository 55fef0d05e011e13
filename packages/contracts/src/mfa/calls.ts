import { tokenResponseSchema } from '../auth/login.ts';
import { messageResponseSchema } from '../auth/logout.ts';
import { defineCall } from '../common/call.ts';
import { pushScopeQuerySchema } from '../common/push-scope.ts';
import {
  mfaStatusSchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpEnrolmentSchema,
} from './enrolment.ts';
import { signInPolicyBodySchema, signInPolicySettingsSchema } from './policy.ts';
import { secondFactorRequestSchema, stepUpRequestSchema } from './second-factor.ts';

// Second factors (issue 26). The login's second step is public (it is how a session begins, so it
// sits under /v1/auth with the other session calls); the rest is the signed-in admin's own.

/** Completes a login that answered `secondFactorRequired`: the session's cookies. */
export const completeSecondFactor = defineCall({
  method: 'POST',
  path: '/v1/auth/login/second-factor',
  access: 'public',
  body: secondFactorRequestSchema,
  response: tokenResponseSchema,
});

/** The signed-in admin's factors. */
export const getMfaStatus = defineCall({
  method: 'GET',
  path: '/v1/mfa',
  access: 'signedIn',
  response: mfaStatusSchema,
});

/** Starts setting up an authenticator app: a new secret, not used until confirmed. */
export const startTotpEnrolment = defineCall({
  method: 'POST',
  path: '/v1/mfa/totp/enrolment',
  access: 'signedIn',
  response: totpEnrolmentSchema,
  status: 201,
});

/** Confirms the authenticator app with its first code; answers the recovery codes, shown once. */
export const confirmTotpEnrolment = defineCall({
  method: 'POST',
  path: '/v1/mfa/totp',
  access: 'signedIn',
  body: totpCodeBodySchema,
  response: recoveryCodesSchema,
});

/** Removes the authenticator app (and the recovery codes), with a current code. */
export const removeTotp = defineCall({
  method: 'POST',
  path: '/v1/mfa/totp/remove',
  access: 'signedIn',
  body: totpCodeBodySchema,
  response: messageResponseSchema,
});

/**
 * New recovery codes in place of the old ones; shown once. A sensitive change (step-up.ts): a factor
 * proved in the last minutes, an authenticator code or a passkey, so a passkey-only admin renews too.
 */
export const regenerateRecoveryCodes = defineCall({
  method: 'POST',
  path: '/v1/mfa/recovery-codes',
  access: 'signedIn',
  response: recoveryCodesSchema,
});

/** A scope's sign-in policy: ?customerId (an organization), ?tenantId (a tenant), or neither (the provider's own admins). */
export const getSignInPolicy = defineCall({
  method: 'GET',
  path: '/v1/sign-in-policy',
  access: 'signedIn',
  query: pushScopeQuerySchema,
  response: signInPolicySettingsSchema,
});

/** Sets it; admins who do not meet it are taken to enrolment at their next sign-in. */
export const setSignInPolicy = defineCall({
  method: 'PUT',
  path: '/v1/sign-in-policy',
  access: 'signedIn',
  query: pushScopeQuerySchema,
  body: signInPolicyBodySchema,
  response: signInPolicySettingsSchema,
});

/** Proves a factor again in this session (a sensitive change answered STEP_UP_REQUIRED). */
export const stepUp = defineCall({
  method: 'POST',
  path: '/v1/auth/step-up',
  access: 'signedIn',
  body: stepUpRequestSchema,
  response: messageResponseSchema,
});
