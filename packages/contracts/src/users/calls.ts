import { messageResponseSchema } from '../auth/logout.ts';
import { defineCall } from '../common/call.ts';
import { adminUserDetailsSchema, userIdParamsSchema } from './admin-user.ts';
import { deleteUserResponseSchema } from './delete-user.ts';
import { inviteUserRequestSchema, inviteUserResponseSchema } from './invite-user.ts';
import { listUsersQuerySchema, listUsersResponseSchema } from './list-users.ts';
import { updateUserRequestSchema } from './update-user.ts';

// The admins of an organization, a tenant or the provider (spec doc 1 §7 "Users", doc 2 §7).

/** The admins the session may see, of one organization or tenant when the query names it. */
export const listAdmins = defineCall({
  method: 'GET',
  path: '/v1/users',
  access: 'signedIn',
  query: listUsersQuerySchema,
  response: listUsersResponseSchema,
});

/** Invites an admin, who sets a password from the mailed link. */
export const inviteAdmin = defineCall({
  method: 'POST',
  path: '/v1/auth/invite-user',
  access: 'signedIn',
  body: inviteUserRequestSchema,
  response: inviteUserResponseSchema,
});

/** One admin (the Profile tab reads the session's own). */
export const getAdmin = defineCall({
  method: 'GET',
  path: '/v1/users/{id}',
  access: 'signedIn',
  params: userIdParamsSchema,
  response: adminUserDetailsSchema,
});

/** Changes an admin's name, or their alert setting. */
export const updateAdmin = defineCall({
  method: 'PUT',
  path: '/v1/users/{id}',
  access: 'signedIn',
  params: userIdParamsSchema,
  body: updateUserRequestSchema,
  response: adminUserDetailsSchema,
});

/** Removes an admin; removing oneself ends one's session. */
export const removeAdmin = defineCall({
  method: 'DELETE',
  path: '/v1/users/{id}',
  access: 'signedIn',
  params: userIdParamsSchema,
  response: deleteUserResponseSchema,
});

/**
 * Removes another admin's second factors (a lost phone) and ends all their sessions; they set one up
 * again at their next sign-in. Their organization's or tenant's admins, or the provider (issue 26).
 */
export const resetSecondFactor = defineCall({
  method: 'POST',
  path: '/v1/users/{id}/reset-second-factor',
  access: 'signedIn',
  params: userIdParamsSchema,
  response: messageResponseSchema,
});
