import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { ROLES } from '../common/product.ts';
import { tenantIdParam } from '../events/query-params.ts';
import { adminUserSchema } from './admin-user.ts';

/**
 * GET /v1/users: the admins of one scope.
 * - customerId: the CustomerAdmins of that organization.
 * - else gcipTenantId (a tenant id): that tenant's TenantAdmins.
 * - else the caller's own scope: provider admins, the TenantAdmin's tenant admins, or the
 *   CustomerAdmin's organization admins.
 * roleType narrows a tenant or provider scope to one role (e.g. every CustomerAdmin of a tenant).
 */
export const listUsersQuerySchema = z.object({
  customerId: customerIdParam.optional(),
  gcipTenantId: tenantIdParam.optional(),
  roleType: z.enum(ROLES, { error: 'Invalid role type' }).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;
