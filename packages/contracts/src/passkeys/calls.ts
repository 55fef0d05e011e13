import { tokenResponseSchema } from '../auth/login.ts';
import { messageResponseSchema } from '../auth/logout.ts';
import { defineCall } from '../common/call.ts';
import {
  freshFactorBodySchema,
  passkeyListSchema,
  passkeyNameBodySchema,
  passkeyParamsSchema,
  passkeySchema,
  passkeySignInBodySchema,
  passkeySignInOptionsBodySchema,
  registeredPasskeySchema,
  registerPasskeyBodySchema,
} from './passkey.ts';
import { creationOptionsSchema, requestOptionsSchema } from './webauthn.ts';

// Passkeys (issue 26, decision 0077). Each ceremony is two calls: options (a challenge kept server-side)
// and the browser's answer to them. The sign-in calls are public, beside the login's; the rest is the
// signed-in admin's own.

/** The signed-in admin's passkeys. */
export const listPasskeys = defineCall({
  method: 'GET',
  path: '/v1/passkeys',
  access: 'signedIn',
  response: passkeyListSchema,
});

/** Options to create a new passkey with (a discoverable, user-verifying credential). */
export const startPasskeyRegistration = defineCall({
  method: 'POST',
  path: '/v1/passkeys/registration-options',
  access: 'signedIn',
  response: creationOptionsSchema,
});

/** Registers the passkey the browser created; the first factor of an admin also gets recovery codes. */
export const registerPasskey = defineCall({
  method: 'POST',
  path: '/v1/passkeys',
  access: 'signedIn',
  body: registerPasskeyBodySchema,
  response: registeredPasskeySchema,
  status: 201,
});

export const renamePasskey = defineCall({
  method: 'PUT',
  path: '/v1/passkeys/{passkeyId}',
  access: 'signedIn',
  params: passkeyParamsSchema,
  body: passkeyNameBodySchema,
  response: passkeySchema,
});

/** Options to confirm a change with one of the admin's passkeys (a removal's fresh factor). */
export const startPasskeyConfirmation = defineCall({
  method: 'POST',
  path: '/v1/passkeys/confirmation-options',
  access: 'signedIn',
  response: requestOptionsSchema,
});

/** Removes a passkey, with a fresh factor: a current authenticator code or one of the admin's passkeys. */
export const removePasskey = defineCall({
  method: 'POST',
  path: '/v1/passkeys/{passkeyId}/remove',
  access: 'signedIn',
  params: passkeyParamsSchema,
  body: freshFactorBodySchema,
  response: messageResponseSchema,
});

/**
 * Options to sign in with a passkey: with a login's challenge, for its second step (the admin's own
 * passkeys); without, for a passwordless sign-in (any discoverable passkey of this site).
 */
export const startPasskeySignIn = defineCall({
  method: 'POST',
  path: '/v1/auth/passkey/options',
  access: 'public',
  body: passkeySignInOptionsBodySchema,
  response: requestOptionsSchema,
});

/** A passwordless sign-in: a discoverable, user-verified passkey stands for both factors. */
export const signInWithPasskey = defineCall({
  method: 'POST',
  path: '/v1/auth/passkey',
  access: 'public',
  body: passkeySignInBodySchema,
  response: tokenResponseSchema,
});
