import { RESTRICTED_LICENSE_TYPE } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';

/**
 * A selection that stands for several organizations: a Global View. The spec's "multi-group"
 * selection is a Global View of a tenant with several groups; organizations of such a tenant also
 * carry `multiGroup` (it describes their tenant), but each is still one organization.
 */
export function isAggregate(entry: PortalCustomer): boolean {
  return entry.kind === 'globalView';
}

/** An organization with the exclusive threat intel license (TISOC). */
export function isRestricted(entry: PortalCustomer | null): boolean {
  return entry !== null && entry.kind === 'organization' && entry.licenseType === RESTRICTED_LICENSE_TYPE;
}
