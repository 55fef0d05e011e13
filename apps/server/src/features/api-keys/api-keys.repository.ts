import { sql } from 'drizzle-orm';
import type {
  AuthorizedOrganization,
  AuthorizedOrganizations,
  AuthorizedTenant,
} from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { customerApiKeys, tenantApiKeys } from '../../db/schema/index.ts';

export interface StoredKey {
  keySealed: string;
  expiresOn: string;
}

/** Whose a presented key is: one organization's, or a tenant's global key. */
export type KeyHolderRow =
  | { kind: 'customer'; customerId: number; tenantId: number; licenseType: string; expiresOn: string }
  | { kind: 'tenant'; customerId: null; tenantId: number; licenseType: null; expiresOn: string };

/** The SOC API keys (tables customer_api_keys, tenant_api_keys; decision 0046). */
export function apiKeysRepository(db: Db) {
  return {
    async customerKey(organization: AuthorizedOrganization): Promise<StoredKey | null> {
      const [row] = await db
        .select({ keySealed: customerApiKeys.keySealed, expiresOn: customerApiKeys.expiresOn })
        .from(customerApiKeys)
        .where(sql`${customerApiKeys.customerId} = ${organization.id}`);
      return row ?? null;
    },

    async tenantKey(tenant: AuthorizedTenant): Promise<StoredKey | null> {
      const [row] = await db
        .select({ keySealed: tenantApiKeys.keySealed, expiresOn: tenantApiKeys.expiresOn })
        .from(tenantApiKeys)
        .where(sql`${tenantApiKeys.tenantId} = ${tenant.id}`);
      return row ?? null;
    },

    /** Puts the organization's key in place of any old one, in one statement: the old one stops at once. */
    async replaceCustomerKey(
      tx: Db | Tx,
      organization: AuthorizedOrganization,
      key: { keyHash: string; keySealed: string; expiresOn: string },
    ) {
      await tx
        .insert(customerApiKeys)
        .values({ customerId: organization.id, ...key })
        .onConflictDoUpdate({
          target: customerApiKeys.customerId,
          set: { ...key, created: sql`now()` },
        });
    },

    async replaceTenantKey(
      tx: Db | Tx,
      tenant: AuthorizedTenant,
      key: { keyHash: string; keySealed: string; expiresOn: string },
    ) {
      await tx
        .insert(tenantApiKeys)
        .values({ tenantId: tenant.id, ...key })
        .onConflictDoUpdate({ target: tenantApiKeys.tenantId, set: { ...key, created: sql`now()` } });
    },

    /**
     * Whose key has this hash (both unique indexes; at most one row). This is authentication: it runs
     * before anything is authorized, and answers only who holds the key.
     */
    async holderOf(keyHash: string): Promise<KeyHolderRow | null> {
      const rows = rowsOf<KeyHolderRow>(
        await db.execute(sql`
          select 'customer' as kind, k.customer_id as "customerId", c.tenant_id as "tenantId",
                 c.license_type as "licenseType", k.expires_on::text as "expiresOn"
          from customer_api_keys k join customers c on c.id = k.customer_id
          where k.key_hash = ${keyHash}
          union all
          select 'tenant', null, k.tenant_id, null, k.expires_on::text
          from tenant_api_keys k where k.key_hash = ${keyHash}`),
      );
      const row = rows[0];
      if (!row) return null;
      return {
        ...row,
        customerId: row.customerId === null ? null : Number(row.customerId),
        tenantId: Number(row.tenantId),
      } as KeyHolderRow;
    },

    /** The sealed keys of some organizations (the SOC API's customers list shows each one's key). */
    async customerKeysOf(organizations: AuthorizedOrganizations): Promise<Map<number, StoredKey>> {
      const customerIds = organizations.ids;
      if (customerIds.length === 0) return new Map();
      const rows = rowsOf<StoredKey & { customerId: number | string }>(
        await db.execute(sql`
          select customer_id as "customerId", key_sealed as "keySealed", expires_on::text as "expiresOn"
          from customer_api_keys
          where customer_id = any(array[${sql.join(
            customerIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[])`),
      );
      return new Map(
        rows.map((r) => [Number(r.customerId), { keySealed: r.keySealed, expiresOn: r.expiresOn }]),
      );
    },
  };
}

/** Names for the audit log's entries, read in the generating transaction. */
export function keyOwnerNames(db: Db | Tx) {
  return {
    async organization(organization: AuthorizedOrganization): Promise<string> {
      const [row] = rowsOf<{ name: string }>(
        await db.execute(sql`select organization_name as name from customers where id = ${organization.id}`),
      );
      return row?.name ?? String(organization.id);
    },
    async tenant(tenant: AuthorizedTenant): Promise<string> {
      const [row] = rowsOf<{ name: string }>(
        await db.execute(sql`select tenant_name as name from tenants where id = ${tenant.id}`),
      );
      return row?.name ?? String(tenant.id);
    },
  };
}
