import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';

/**
 * The organizations a Global View's Deployment page offers (decision 0043): the tenant's, of the
 * route's group when it names one, that deploy the extension (not TISOC, except for the provider).
 */
export function groupOrganizations(
  customers: readonly PortalCustomer[],
  role: Role,
  tenantId: number,
  groupId: number | null,
): PortalCustomer[] {
  return customers.filter(
    (entry) =>
      entry.kind === 'organization' &&
      typeof entry.id === 'number' &&
      entry.tenantId === tenantId &&
      (groupId === null || entry.groupId === groupId) &&
      (entry.licenseType !== 'TISOC' || role === PROVIDER_ROLE),
  );
}
