import { eq } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { alertConfigs, customers, scanConfigs } from '../../db/schema/index.ts';

export type AlertConfigValues = Omit<typeof alertConfigs.$inferInsert, 'customerId' | 'updated'>;
export type ScanConfigValues = Omit<typeof scanConfigs.$inferInsert, 'customerId' | 'updated'>;

/**
 * An organization's alert config (with its extension settings) and scan settings. No row means the
 * spec's defaults; the first save writes one. Every call names an organization the policy allowed.
 */
export function extensionSettingsRepository(db: Db) {
  return {
    /** The organization's name and license type; locked until the transaction ends when `tx` is given and `lock`. */
    async organization(organization: AuthorizedOrganization, tx: Db | Tx = db, lock = false) {
      const query = tx
        .select({ organizationName: customers.organizationName, licenseType: customers.licenseType })
        .from(customers)
        .where(eq(customers.id, organization.id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async alertConfig(organization: AuthorizedOrganization, tx: Db | Tx = db) {
      const [row] = await tx.select().from(alertConfigs).where(eq(alertConfigs.customerId, organization.id));
      return row ?? null;
    },

    async saveAlertConfig(
      tx: Tx,
      organization: AuthorizedOrganization,
      values: AlertConfigValues,
      now: Date,
    ) {
      const [row] = await tx
        .insert(alertConfigs)
        .values({ customerId: organization.id, ...values, updated: now })
        .onConflictDoUpdate({ target: alertConfigs.customerId, set: { ...values, updated: now } })
        .returning();
      if (!row) throw new Error('an upsert answered no row');
      return row;
    },

    async scanConfig(organization: AuthorizedOrganization, tx: Db | Tx = db) {
      const [row] = await tx.select().from(scanConfigs).where(eq(scanConfigs.customerId, organization.id));
      return row ?? null;
    },

    async saveScanConfig(tx: Tx, organization: AuthorizedOrganization, values: ScanConfigValues, now: Date) {
      const [row] = await tx
        .insert(scanConfigs)
        .values({ customerId: organization.id, ...values, updated: now })
        .onConflictDoUpdate({ target: scanConfigs.customerId, set: { ...values, updated: now } })
        .returning();
      if (!row) throw new Error('an upsert answered no row');
      return row;
    },
  };
}
