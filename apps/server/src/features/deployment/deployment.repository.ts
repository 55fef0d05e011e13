import { eq } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

const deploymentColumns = {
  id: customers.id,
  tenantId: customers.tenantId,
  organizationName: customers.organizationName,
  orgCode: customers.orgCode,
  licenseType: customers.licenseType,
  licenseKey: customers.licenseKey,
  supportEmailDeployment: customers.supportEmailDeployment,
};

export type DeploymentOrganization = {
  id: number;
  tenantId: number;
  organizationName: string;
  orgCode: string | null;
  licenseType: string;
  licenseKey: string;
  supportEmailDeployment: string | null;
};

/** An organization's deployment fields and its license key. */
export function deploymentRepository(db: Db) {
  return {
    async organization(organization: AuthorizedOrganization): Promise<DeploymentOrganization | null> {
      const [row] = await db
        .select(deploymentColumns)
        .from(customers)
        .where(eq(customers.id, organization.id));
      return row ?? null;
    },

    /** The organization locked for the key's change, so two rotations run one after the other. */
    async organizationForUpdate(
      tx: Tx,
      organization: AuthorizedOrganization,
    ): Promise<DeploymentOrganization | null> {
      const [row] = await tx
        .select(deploymentColumns)
        .from(customers)
        .where(eq(customers.id, organization.id))
        .for('update');
      return row ?? null;
    },

    async setLicenseKey(tx: Tx, organization: AuthorizedOrganization, licenseKey: string): Promise<void> {
      await tx.update(customers).set({ licenseKey }).where(eq(customers.id, organization.id));
    },
  };
}
