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

/** The admins one admin shares "more than one admin must remain" with. */
function peersOf(target: AdminRow): AdminFilter {
  if (target.role === 'CustomerAdmin' && target.customerId !== null)
    return { role: 'CustomerAdmin', customerId: target.customerId };
  if (target.role === 'TenantAdmin' && target.tenantId !== null)
    return { role: 'TenantAdmin', tenantId: target.tenantId };
  return { role: target.role as Role };
}

const invalidRoleType = () => badRequest('Invalid role type');

/** Admin lists, profiles and removal (spec doc 1 §7 "Users", doc 2 §6), each checked by the access policy. */
export function usersService(ctx: FeatureContext) {
  const repo = usersRepository(ctx.database.db);
  const { policy } = ctx;

  /** Which admins a list covers: the requested organization or tenant, else the caller's own scope. */
  async function listFilter(user: SessionUser, query: ListUsersQuery): Promise<AdminFilter> {
    const { roleType } = query;
    if (query.customerId !== undefined) {
      await policy.customer(user, query.customerId);
      if (roleType && roleType !== 'CustomerAdmin') throw invalidRoleType();
      return { role: 'CustomerAdmin', customerId: query.customerId };
    }
    const tenantId = query.gcipTenantId ?? (user.role === 'TenantAdmin' ? user.tenantId : null);
    if (tenantId !== null) {
      await policy.tenant(user, tenantId);
      if (roleType === PROVIDER_ROLE) throw invalidRoleType();
      return roleType === 'CustomerAdmin'
        ? { role: 'CustomerAdmin', customersOfTenant: tenantId }
        : { role: 'TenantAdmin', tenantId };
    }
    if (user.role === 'CustomerAdmin' && user.customerId !== null) {
      if (roleType && roleType !== 'CustomerAdmin') throw invalidRoleType();
      return { role: 'CustomerAdmin', customerId: user.customerId };
    }
    policy.requireRole(user, PROVIDER_ROLE);
    return { role: roleType ?? PROVIDER_ROLE };
  }

  /** The target admin, when the caller is that admin or manages its scope. Unknown ids look foreign. */
  async function manageable(user: SessionUser, id: string): Promise<AdminRow> {
    const target = await repo.byId(id);
    if (!target) throw policy.isProvider(user) ? notFound(USER_MESSAGES.userNotFound) : forbidden();
    if (target.id === user.user_id) return target;
    if (target.role === 'CustomerAdmin' && target.customerId !== null)
      await policy.customer(user, target.customerId);
    else if (target.role === 'TenantAdmin' && target.tenantId !== null)
      await policy.tenant(user, target.tenantId);
    else policy.requireRole(user, PROVIDER_ROLE);
    return target;
  }

  return {
    async list(user: SessionUser, query: ListUsersQuery): Promise<AdminUser[]> {
      const rows = await repo.list(await listFilter(user, query));
      return rows.map(toAdminUser);
    },

    async get(user: SessionUser, id: string): Promise<AdminUserDetails> {
      return toDetails(await manageable(user, id));
    },

    async update(user: SessionUser, id: string, changes: UpdateUserRequest): Promise<AdminUserDetails> {
      const target = await manageable(user, id);
      await repo.update(target.id, changes);
      const updated = await repo.byId(target.id);
      if (!updated) throw notFound(USER_MESSAGES.userNotFound);
      return toDetails(updated);
    },

    /** Removes an admin while another admin remains; removing yourself is allowed and said so. */
    async remove(user: SessionUser, id: string): Promise<DeleteUserResponse> {
      const target = await manageable(user, id);
      const outcome = await repo.deleteUnlessLast(target.id, peersOf(target));
      if (outcome === 'last') throw badRequest(USER_MESSAGES.lastAdmin);
      // Its sessions went with the user row: this process stops trusting their tokens at once.
      ctx.sessions.forgetUser(target.id);
      return { message: USER_MESSAGES.adminRemoved, self: target.id === user.user_id };
    },
  };
}
