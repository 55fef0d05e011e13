import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import type { AdminUser, AdminUserDetails } from '@baitwatch/contracts/users/admin-user';
import type { DeleteUserResponse } from '@baitwatch/contracts/users/delete-user';
import type { InviteUserResponse, inviteUserRequestSchema } from '@baitwatch/contracts/users/invite-user';
import type { ListUsersQuery } from '@baitwatch/contracts/users/list-users';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { UpdateUserRequest } from '@baitwatch/contracts/users/update-user';
import type { z } from 'zod';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { type AuditPlace, inOrganization, inTenant } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { MfaService } from '../mfa/mfa.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { OneTimeLinksService } from '../session/one-time-links.service.ts';
import type { SessionService } from '../session/session.service.ts';
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

/** An admin's place in the audit log: its organization (with its tenant), else its tenant. */
const placeOf = (row: AdminRow): AuditPlace => ({ tenantId: row.tenantId, customerId: row.customerId });
const profileOf = (row: AdminRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  sendEmail: row.sendEmail,
});

const invalidRoleType = () => badRequest(USER_MESSAGES.invalidRole);

type InviteUserInput = z.output<typeof inviteUserRequestSchema>;

/** Admin lists, profiles and removal (spec doc 1 §7 "Users", doc 2 §6), each checked by the access policy. */
export function usersService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    oneTimeLinks: OneTimeLinksService;
    organizations: OrganizationsService;
    mfa: MfaService;
    session: SessionService;
  },
) {
  const repo = usersRepository(ctx.database.db);
  const organizations = ctx.organizations;
  const links = ctx.oneTimeLinks;
  const audit = ctx.auditLog;
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
      const { target, admin } = await manageable(user, id);
      await ctx.database.db.transaction(async (tx) => {
        await repo.update(tx, admin, changes);
        const after = await repo.byId(admin.id, tx);
        await audit.record(tx, user, {
          action: 'admin.update',
          place: placeOf(target),
          target: target.email,
          before: profileOf(target),
          after: after && profileOf(after),
        });
      });
      const updated = await repo.byId(admin.id);
      if (!updated) throw notFound(USER_MESSAGES.userNotFound);
      return toDetails(updated);
    },

    /**
     * Invites an admin (spec doc 2 §5): a TenantAdmin of the caller's own tenant, or a CustomerAdmin of
     * an organization the caller manages. The account and its invitation mail commit together; the
     * invitee sets a password from the mail. {product}Admin invites nobody (spec doc 1 §6).
     */
    async invite(user: SessionUser, request: InviteUserInput): Promise<InviteUserResponse> {
      if (policy.isProvider(user)) throw forbidden();
      let home: AuthorizedTenant | AuthorizedOrganization;
      if (request.role === 'TenantAdmin') {
        policy.requireRole(user, 'TenantAdmin');
        if (user.tenantId === null) throw forbidden();
        home = await policy.tenant(user, user.tenantId);
      } else {
        if (request.customerId === undefined) throw invalidRoleType();
        home = await policy.customer(user, request.customerId);
      }
      const id = await ctx.database.db.transaction(async (tx) => {
        const invitee = await organizations.createAdmin(
          home,
          {
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            role: request.role,
          },
          tx,
        );
        await links.createInvitation(invitee, { inviterName: user.name, tx });
        await audit.record(tx, user, {
          action: 'admin.invite',
          place: 'tenantId' in home ? inOrganization(home) : inTenant(home),
          target: invitee.email,
          after: { firstName: request.firstName, lastName: request.lastName, role: request.role },
        });
        return invitee.id;
      });
      const invited = await repo.byId(id);
      if (!invited) throw notFound(USER_MESSAGES.userNotFound);
      return { message: USER_MESSAGES.adminInvited, user: toAdminUser(invited) };
    },

    /**
     * Removes another admin's second factors (a lost phone) and ends all their sessions, audited; they
     * set a factor up again at their next sign-in. Their own is changed in Profile, with a current code.
     */
    async resetSecondFactor(user: SessionUser, id: string): Promise<{ message: string }> {
      const { target, admin } = await manageable(user, id);
      if (target.id === user.user_id) throw badRequest(MFA_MESSAGES.cannotResetOwn);
      await ctx.database.db.transaction(async (tx) => {
        await ctx.mfa.removeAllFactors(tx, admin.id);
        await ctx.session.revokeAll(tx, admin.id);
        await audit.record(tx, user, {
          action: 'mfa.reset',
          place: placeOf(target),
          target: target.email,
          after: { secondFactors: 'removed', sessions: 'ended' },
        });
      });
      ctx.session.forgetUser(admin.id);
      return { message: MFA_MESSAGES.factorsReset };
    },

    /** Removes an admin while another admin remains; removing yourself is allowed and said so. */
    async remove(user: SessionUser, id: string): Promise<DeleteUserResponse> {
      const { target, admin } = await manageable(user, id);
      const outcome = await repo.deleteUnlessLast(admin, (tx) =>
        audit.record(tx, user, {
          action: 'admin.remove',
          place: placeOf(target),
          target: target.email,
          before: { displayName: `${target.firstName} ${target.lastName}`.trim(), role: target.role },
          after: null,
        }),
      );
      if (outcome === 'last') throw badRequest(USER_MESSAGES.lastAdmin);
      // Its sessions went with the user row: this process stops trusting their tokens at once.
      ctx.sessions.forgetUser(target.id);
      return { message: USER_MESSAGES.adminRemoved, self: target.id === user.user_id };
    },
  };
}
