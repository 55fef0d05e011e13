import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { booleanParam } from '../events/query-params.ts';
import { LICENSE_USERS_MAX_PAGE_SIZE, LICENSE_USERS_PAGE_SIZE } from './constants.ts';
import { extensionUserRecordSchema } from './extension-user.ts';
import { LICENSE_MESSAGES } from './messages.ts';

/**
 * GET /v1/portal/{customers|tenants}/{id}/extension-users?offset&pageSize: the User License grid,
 * newest first. Ours: notSeen=true keeps the users not seen for NOT_SEEN_DAYS. A tenant adds customerId.
 */
const listQuery = {
  offset: wholeNumberParam(0, 10_000_000, LICENSE_MESSAGES.invalidPaging).default(0),
  pageSize: wholeNumberParam(1, LICENSE_USERS_MAX_PAGE_SIZE, LICENSE_MESSAGES.invalidPaging).default(
    LICENSE_USERS_PAGE_SIZE,
  ),
  notSeen: booleanParam.default(false),
};
export const customerExtensionUsersQuerySchema = z.object(listQuery);
export const tenantExtensionUsersQuerySchema = z.object({ ...listQuery, ...tenantScopeQuery });
export type ExtensionUsersQuery = z.output<typeof customerExtensionUsersQuerySchema>;

export const extensionUsersResponseSchema = z.object({ records: z.array(extensionUserRecordSchema) });
export type ExtensionUsersResponse = z.infer<typeof extensionUsersResponseSchema>;
