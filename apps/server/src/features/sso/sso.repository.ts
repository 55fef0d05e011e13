import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AuthorizedOrganization, AuthorizedTenant } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  adminUsers,
  customers,
  ssoAttempts,
  ssoConnections,
  ssoDomains,
  tenants,
} from '../../db/schema/index.ts';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;

/** Whose connection: an organization's, or a tenant's (its organizations' too while they have none). */
export type SsoOwner =
  | { kind: 'organization'; organization: AuthorizedOrganization }
  | { kind: 'tenant'; tenant: AuthorizedTenant };

export interface ConnectionWithDomains extends SsoConnectionRow {
  domains: string[];
  breakGlassEmail: string | null;
}

/** An admin as single sign-on finds them: by email, with their tenant (a CustomerAdmin's through its organization). */
export interface SsoAdmin {
  id: string;
  role: string;
  tenantId: number | null;
  customerId: number | null;
}

const ownerColumns = (owner: SsoOwner) =>
  owner.kind === 'organization'
    ? { tenantId: owner.organization.tenantId, customerId: owner.organization.id }
    : { tenantId: owner.tenant.id, customerId: null };

const ownedBy = (owner: SsoOwner) =>
  owner.kind === 'organization'
    ? eq(ssoConnections.customerId, owner.organization.id)
    : and(eq(ssoConnections.tenantId, owner.tenant.id), isNull(ssoConnections.customerId));

/** Single sign-on's connections, their email domains and the sign-ins under way (db/schema/sso.ts). */
export function ssoRepository(db: Db) {
  async function withDomains(
    q: Db | Tx,
    row: SsoConnectionRow | undefined,
  ): Promise<ConnectionWithDomains | null> {
    if (!row) return null;
    const domains = await q
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(eq(ssoDomains.connectionId, row.id))
      .orderBy(ssoDomains.domain);
    const [breakGlass] = row.breakGlassUserId
      ? await q
          .select({ email: adminUsers.email })
          .from(adminUsers)
          .where(eq(adminUsers.id, row.breakGlassUserId))
      : [];
    return { ...row, domains: domains.map((d) => d.domain), breakGlassEmail: breakGlass?.email ?? null };
  }

  return {
    async connectionOf(owner: SsoOwner, q: Db | Tx = db): Promise<ConnectionWithDomains | null> {
      const [row] = await q.select().from(ssoConnections).where(ownedBy(owner));
      return withDomains(q, row);
    },

    async connectionById(id: string): Promise<ConnectionWithDomains | null> {
      const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.id, id));
      return withDomains(db, row);
    },

    /** The connection that claims an email domain. */
    async connectionByDomain(domain: string): Promise<ConnectionWithDomains | null> {
      const [row] = await db
        .select({ connection: ssoConnections })
        .from(ssoDomains)
        .innerJoin(ssoConnections, eq(ssoConnections.id, ssoDomains.connectionId))
        .where(eq(ssoDomains.domain, domain));
      return withDomains(db, row?.connection);
    },

    /** A tenant's own connection, by the tenant's id (the login page's subdomain). */
    async tenantConnection(tenantId: number): Promise<ConnectionWithDomains | null> {
      const [row] = await db
        .select()
        .from(ssoConnections)
        .where(and(eq(ssoConnections.tenantId, tenantId), isNull(ssoConnections.customerId)));
      return withDomains(db, row);
    },

    /**
     * The connection that signs an admin in: their organization's, else their tenant's. None for the
     * provider's admins, who always sign in with their password.
     */
    async connectionForAdmin(
      admin: Pick<SsoAdmin, 'tenantId' | 'customerId'>,
    ): Promise<SsoConnectionRow | null> {
      if (admin.tenantId === null) return null;
      const [row] = await db
        .select()
        .from(ssoConnections)
        .where(
          or(
            admin.customerId === null ? sql`false` : eq(ssoConnections.customerId, admin.customerId),
            and(eq(ssoConnections.tenantId, admin.tenantId), isNull(ssoConnections.customerId)),
          ),
        )
        // An organization's own connection before its tenant's.
        .orderBy(sql`${ssoConnections.customerId} is null`)
        .limit(1);
      return row ?? null;
    },

    async tenantIdBySubDomain(subDomain: string): Promise<number | null> {
      const [row] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`lower(${tenants.subDomain}) = lower(${subDomain})`);
      return row?.id ?? null;
    },

    async adminByEmail(email: string): Promise<SsoAdmin | null> {
      const [row] = await db
        .select({
          id: adminUsers.id,
          role: adminUsers.role,
          tenantId: sql<number | null>`coalesce(${adminUsers.tenantId}, ${customers.tenantId})`,
          customerId: adminUsers.customerId,
        })
        .from(adminUsers)
        .leftJoin(customers, eq(customers.id, adminUsers.customerId))
        .where(sql`lower(${adminUsers.email}) = lower(${email})`);
      return row ?? null;
    },

    /** The domains of this list that another connection already claims. */
    async domainsClaimedElsewhere(tx: Tx, domains: string[], connectionId: string | null): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await tx
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(
          and(
            inArray(ssoDomains.domain, domains),
            connectionId ? ne(ssoDomains.connectionId, connectionId) : undefined,
          ),
        );
      return rows.map((r) => r.domain);
    },

    async insertConnection(
      tx: Tx,
      owner: SsoOwner,
      values: Omit<typeof ssoConnections.$inferInsert, 'id' | 'tenantId' | 'customerId'>,
    ): Promise<SsoConnectionRow> {
      const [row] = await tx
        .insert(ssoConnections)
        .values({ ...values, ...ownerColumns(owner) })
        .returning();
      if (!row) throw new Error('sso connection insert returned nothing');
      return row;
    },

    async updateConnection(
      tx: Tx,
      id: string,
      values: Partial<Omit<typeof ssoConnections.$inferInsert, 'id' | 'tenantId' | 'customerId'>>,
    ) {
      await tx.update(ssoConnections).set(values).where(eq(ssoConnections.id, id));
    },

    async replaceDomains(tx: Tx, connectionId: string, domains: string[]) {
      await tx.delete(ssoDomains).where(eq(ssoDomains.connectionId, connectionId));
      if (domains.length > 0)
        await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, connectionId })));
    },

    async deleteConnection(tx: Tx, id: string) {
      await tx.delete(ssoConnections).where(eq(ssoConnections.id, id));
    },

    async markSignIn(connectionId: string, at: Date) {
      await db.update(ssoConnections).set({ lastSignInAt: at }).where(eq(ssoConnections.id, connectionId));
    },

    async insertAttempt(values: typeof ssoAttempts.$inferInsert, now: Date) {
      // Attempts nobody finished are of no use once expired; each new one sweeps them.
      await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, now));
      await db.insert(ssoAttempts).values(values);
    },

    /** Takes an attempt once, while it is live: null when unknown, expired or already taken. */
    async takeAttempt(stateHash: string, now: Date): Promise<SsoAttemptRow | null> {
      const [row] = await db
        .update(ssoAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(ssoAttempts.stateHash, stateHash),
            isNull(ssoAttempts.usedAt),
            gt(ssoAttempts.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
