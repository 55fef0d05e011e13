import { defineCall } from '../common/call.ts';
import { forgotPasswordRequestSchema } from './forgot-password.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  signInResponseSchema,
  tokenResponseSchema,
} from './login.ts';
import { logoutRequestSchema, messageResponseSchema } from './logout.ts';
import { meResponseSchema } from './me.ts';
import { oneTimeLinkParamsSchema, oneTimeLinkResponseSchema } from './one-time-link.ts';
import { refreshTokenRequestSchema } from './refresh-token.ts';
import { adminSessionListSchema, endedSessionsSchema, sessionIdParamsSchema } from './sessions.ts';
import { setPasswordRequestSchema } from './set-password.ts';

// The session's calls (spec doc 1 §4 "Session handling"; decision 0002): all public but `me`, since
// they are how a session begins, renews and ends.

/** Signs in: the session's cookies, or the answer that the password must be changed first. */
export const login = defineCall({
  method: 'POST',
  path: '/v1/auth/login',
  access: 'public',
  body: loginRequestSchema,
  response: loginResponseSchema,
});

/** Renews the session with its refresh token (the cookie, or the body's). */
export const refreshToken = defineCall({
  method: 'POST',
  path: '/v1/auth/refresh-token',
  access: 'public',
  body: refreshTokenRequestSchema,
  response: tokenResponseSchema,
});

/** Ends the session the refresh token names (so it works after the access token expired). */
export const logout = defineCall({
  method: 'POST',
  path: '/v1/auth/logout',
  access: 'public',
  body: logoutRequestSchema,
  response: messageResponseSchema,
});

/** Who is signed in. */
export const getMe = defineCall({
  method: 'GET',
  path: '/v1/auth/me',
  access: 'signedIn',
  response: meResponseSchema,
});

/** Mails a reset link (the same answer whether or not the email is known). */
export const forgotPassword = defineCall({
  method: 'POST',
  path: '/v1/auth/forgot-password',
  access: 'public',
  body: forgotPasswordRequestSchema,
  response: messageResponseSchema,
});

/** What a reset or invitation link is for, and whether it still works. */
export const inspectOneTimeLink = defineCall({
  method: 'GET',
  path: '/v1/auth/one-time/{token}',
  access: 'public',
  params: oneTimeLinkParamsSchema,
  response: oneTimeLinkResponseSchema,
});

/** Sets a new password from a reset link, and signs in (the second factor still asked, when set up). */
export const resetPassword = defineCall({
  method: 'POST',
  path: '/v1/auth/reset-password',
  access: 'public',
  body: setPasswordRequestSchema,
  response: signInResponseSchema,
});

/** Sets the first password from an invitation, and signs in. */
export const acceptInvite = defineCall({
  method: 'POST',
  path: '/v1/auth/accept-invite',
  access: 'public',
  body: setPasswordRequestSchema,
  response: signInResponseSchema,
});

/** The signed-in admin's live sessions (Profile → Sessions). */
export const listSessions = defineCall({
  method: 'GET',
  path: '/v1/auth/sessions',
  access: 'signedIn',
  response: adminSessionListSchema,
});

/** Ends one of the admin's own sessions at once (its tokens stop working in every process within 5 s). */
export const endSession = defineCall({
  method: 'POST',
  path: '/v1/auth/sessions/{sessionId}/end',
  access: 'signedIn',
  params: sessionIdParamsSchema,
  response: messageResponseSchema,
});

/** Ends every session of the admin but this one. */
export const endOtherSessions = defineCall({
  method: 'POST',
  path: '/v1/auth/sessions/end-others',
  access: 'signedIn',
  response: endedSessionsSchema,
});

/** The start of every session call's path: the refresh cookie travels to these only. */
export const SESSION_PATH_PREFIX = '/v1/auth';
