import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { AdminUser, AdminUserDetails } from '@baitwatch/contracts/users/admin-user';
import type { DeleteUserResponse } from '@baitwatch/contracts/users/delete-user';
import type { ListUsersQuery } from '@baitwatch/contracts/users/list-users';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { UpdateUserRequest } from '@baitwatch/contracts/users/update-user';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { type AdminFilter, type AdminRow, usersRepository } from './users.repository.ts';

const toAdminUser = (row: AdminRow): AdminUser => ({
  uid: row.id,
  displayName: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  metadata: { creationTime: row.created.toISOString() },
  role: row.role as Role,
  pending: row.pending,
});

const toDetails = (row: AdminRow): AdminUserDetails => ({
  ...toAdminUser(row),
  firstName: row.firstName,
  lastName: row.lastName,
  customClaims: {
    role: row.role as Role,
    tenantId: row.tenantId,
    customerId: row.customerId,
    sendEmail: row.sendEmail,
  },
});

const invalidRoleType = () => badRequest('Invalid role type');

/** Admin lists, profiles and removal (spec doc 1 §7 "Users", doc 2 §6), each checked by the access policy. */
export function usersService(ctx: FeatureContext) {
  const repo = usersRepository(ctx.database.db);
  const { policy } = ctx;

  /** Which admins a list covers: the requested organization or tenant, else the caller's own scope. */
  async function listFilter(user: SessionUser, query: ListUsersQuery): Promise<AdminFilter> {
    const { roleType } = query;
    // A CustomerAdmin's list is its own organization's, unless it asks for another (then checked).
    const ownOrganization =
      user.role === 'CustomerAdmin' && query.gcipTenantId === undefined ? user.customerId : null;
    const organizationId = query.customerId ?? ownOrganization;
    if (organizationId !== null) {
      const organization = await policy.customer(user, organizationId);
      if (roleType && roleType !== 'CustomerAdmin') throw invalidRoleType();
      return { role: 'CustomerAdmin', scope: policy.scopeOf(organization) };
    }
    const tenantId = query.gcipTenantId ?? (user.role === 'TenantAdmin' ? user.tenantId : null);
    if (tenantId !== null) {
      const tenant = await policy.tenant(user, tenantId);
      if (roleType === PROVIDER_ROLE) throw invalidRoleType();
      return {
        role: roleType === 'CustomerAdmin' ? 'CustomerAdmin' : 'TenantAdmin',
        scope: policy.scopeOf(tenant),
      };
    }
    return { role: roleType ?? PROVIDER_ROLE, scope: policy.everything(user) };
  }

  /** The target admin, when the caller is that admin or manages its scope. Unknown ids look foreign. */
  async function manageable(user: SessionUser, id: string) {
    const target = await repo.byId(id);
    if (!target) throw policy.isProvider(user) ? notFound(USER_MESSAGES.userNotFound) : forbidden();
    return { target, admin: await policy.admin(user, target) };
  }

  return {
    async list(user: SessionUser, query: ListUsersQuery): Promise<AdminUser[]> {
      const rows = await repo.list(await listFilter(user, query));
      return rows.map(toAdminUser);
    },

    async get(user: SessionUser, id: string): Promise<AdminUserDetails> {
      return toDetails((await manageable(user, id)).target);
    },

    async update(user: SessionUser, id: string, changes: UpdateUserRequest): Promise<AdminUserDetails> {
      const { admin } = await manageable(user, id);
      await repo.update(admin, changes);
      const updated = await repo.byId(admin.id);
      if (!updated) throw notFound(USER_MESSAGES.userNotFound);
      return toDetails(updated);
    },

    /** Removes an admin while another admin remains; removing yourself is allowed and said so. */
    async remove(user: SessionUser, id: string): Promise<DeleteUserResponse> {
      const { target, admin } = await manageable(user, id);
      const outcome = await repo.deleteUnlessLast(admin);
      if (outcome === 'last') throw badRequest(USER_MESSAGES.lastAdmin);
      // Its sessions went with the user row: this process stops trusting their tokens at once.
      ctx.sessions.forgetUser(target.id);
      return { message: USER_MESSAGES.adminRemoved, self: target.id === user.user_id };
    },
  };
}
