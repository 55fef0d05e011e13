import type { Role } from '@baitwatch/contracts/common/product';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminUsers, customers } from '../../db/schema/index.ts';

/** Which admins a list or a "last admin" check covers. */
export type AdminFilter =
  | { role: Role }
  | { role: Role; customerId: number }
  | { role: Role; tenantId: number }
  /** Every CustomerAdmin of a tenant's organizations. */
  | { role: 'CustomerAdmin'; customersOfTenant: number };

export type AdminRow = Awaited<ReturnType<UsersRepository['byId']>> & {};

function condition(filter: AdminFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(adminUsers.role, filter.role)];
  if ('customerId' in filter) parts.push(eq(adminUsers.customerId, filter.customerId));
  if ('tenantId' in filter) parts.push(eq(adminUsers.tenantId, filter.tenantId));
  if ('customersOfTenant' in filter)
    parts.push(
      sql`${adminUsers.customerId} in (select ${customers.id} from ${customers} where ${customers.tenantId} = ${filter.customersOfTenant})`,
    );
  return and(...parts);
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
      id: string,
      changes: { firstName: string; lastName: string; sendEmail?: boolean | undefined },
    ) {
      await db
        .update(adminUsers)
        .set({
          firstName: changes.firstName,
          lastName: changes.lastName,
          ...(changes.sendEmail === undefined ? {} : { sendEmail: changes.sendEmail }),
        })
        .where(eq(adminUsers.id, id));
    },

    /**
     * Deletes an admin unless no other admin with a password would remain among its peers. The peers
     * are locked first, so two admins removing each other at once cannot leave the scope empty.
     */
    async deleteUnlessLast(id: string, peers: AdminFilter): Promise<'deleted' | 'last'> {
      return db.transaction(async (tx) => {
        // Lock the whole peer set (target included) in id order: concurrent removals then queue up.
        const locked = await tx
          .select({ id: adminUsers.id, hasPassword: sql<boolean>`${adminUsers.passwordHash} is not null` })
          .from(adminUsers)
          .where(condition(peers))
          .orderBy(asc(adminUsers.id))
          .for('update');
        if (!locked.some((peer) => peer.id !== id && peer.hasPassword)) return 'last';
        await tx.delete(adminUsers).where(eq(adminUsers.id, id));
        return 'deleted';
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
