import { RESTRICTED_LICENSE_TYPE } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/customers/portal-customers';

/** A selection that stands for several organizations: a Global View, or a multi-group entry. */
export function isAggregate(entry: PortalCustomer): boolean {
  return entry.kind === 'globalView' || entry.multiGroup;
}

/** An organization with the exclusive threat intel license (TISOC). */
export function isRestricted(entry: PortalCustomer | null): boolean {
  return entry !== null && entry.kind === 'organization' && entry.licenseType === RESTRICTED_LICENSE_TYPE;
}
