import type { Role } from '@baitwatch/contracts/common/product';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthorizedAdmin, AuthorizedScope } from '../../auth/authorized.ts';
import { customerColumnInScope } from '../../auth/scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/index.ts';

/**
 * Which admins a list or a "last admin" check covers: one role, within a scope the policy allowed.
 * TenantAdmins belong to a tenant; CustomerAdmins to an organization, so a tenant's scope covers
 * those of all its organizations.
 */
export interface AdminFilter {
  role: Role;
  scope: AuthorizedScope;
}

export type AdminRow = Awaited<ReturnType<UsersRepository['byId']>> & {};

function condition({ role, scope }: AdminFilter): SQL | undefined {
  const inScope =
    role === 'TenantAdmin' && scope.kind === 'tenant'
      ? eq(adminUsers.tenantId, scope.tenantId)
      : customerColumnInScope(scope, adminUsers.customerId);
  return and(eq(adminUsers.role, role), inScope);
}

const columns = {
  id: adminUsers.id,
  email: adminUsers.email,
  firstName: adminUsers.firstName,
  lastName: adminUsers.lastName,
  role: adminUsers.role,
  tenantId: adminUsers.tenantId,
  customerId: adminUsers.customerId,
  sendEmail: adminUsers.sendEmail,
  created: adminUsers.created,
  pending: sql<boolean>`${adminUsers.passwordHash} is null`,
};

export function usersRepository(db: Db) {
  return {
    async list(filter: AdminFilter) {
      return db
        .select(columns)
        .from(adminUsers)
        .where(condition(filter))
        .orderBy(asc(adminUsers.created), asc(adminUsers.email));
    },

    async byId(id: string, q: Db | Tx = db) {
      const [row] = await q.select(columns).from(adminUsers).where(eq(adminUsers.id, id));
      return row ?? null;
    },

    async update(
      tx: Db | Tx,
      admin: AuthorizedAdmin,
      changes: { firstName: string; lastName: string; sendEmail?: boolean | undefined },
    ) {
      await tx
        .update(adminUsers)
        .set({
          firstName: changes.firstName,
          lastName: changes.lastName,
          ...(changes.sendEmail === undefined ? {} : { sendEmail: changes.sendEmail }),
        })
        .where(eq(adminUsers.id, admin.id));
    },

    /**
     * Deletes an admin unless no other admin with a password would remain among its peers. The peers
     * are locked first, so two admins removing each other at once cannot leave the scope empty.
     * `onDeleted` runs in the same transaction (the audit entry).
     */
    async deleteUnlessLast(
      admin: AuthorizedAdmin,
      onDeleted: (tx: Tx) => Promise<void>,
    ): Promise<'deleted' | 'last'> {
      const peers: AdminFilter = { role: admin.role, scope: admin.scope };
      return db.transaction(async (tx) => {
        // Lock the whole peer set (target included) in id order: concurrent removals then queue up.
        const locked = await tx
          .select({ id: adminUsers.id, hasPassword: sql<boolean>`${adminUsers.passwordHash} is not null` })
          .from(adminUsers)
          .where(condition(peers))
          .orderBy(asc(adminUsers.id))
          .for('update');
        if (!locked.some((peer) => peer.id !== admin.id && peer.hasPassword)) return 'last';
        await tx.delete(adminUsers).where(eq(adminUsers.id, admin.id));
        await onDeleted(tx);
        return 'deleted';
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
