import { z } from 'zod';
import { EVENT_MESSAGES } from './messages.ts';
import { tenantScopeQuery } from './org-scope.ts';
import { textParam } from './query-params.ts';

/**
 * GET /v1/portal/{customers|tenants}/{id}/search-extension-users?term=: the user filter of the feed.
 * Matches the start of the email, name, OS user id or computer name, case-insensitively; at most 20.
 */
const term = textParam(200, 2, EVENT_MESSAGES.searchTermTooShort);
export const customerSearchExtensionUsersQuerySchema = z.object({ term });
export const tenantSearchExtensionUsersQuerySchema = z.object({ term, ...tenantScopeQuery });
export const SEARCH_EXTENSION_USERS_LIMIT = 20;

export const extensionUserOptionSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  oSUserId: z.string().nullable(),
  oSComputerName: z.string().nullable(),
  oSUUID: z.string().nullable(),
});
export type ExtensionUserOption = z.infer<typeof extensionUserOptionSchema>;

export const searchExtensionUsersResponseSchema = z.object({ users: z.array(extensionUserOptionSchema) });
export type SearchExtensionUsersResponse = z.infer<typeof searchExtensionUsersResponseSchema>;

/** The label of an extension user: the OS user id, else the computer name, else the UUID, else the email. */
export function extensionUserLabel(user: {
  oSUserId: string | null;
  oSComputerName: string | null;
  oSUUID: string | null;
  email: string | null;
}): string {
  return user.oSUserId || user.oSComputerName || user.oSUUID || user.email || '';
}
