import type { ExtensionUserRecord } from '@baitwatch/contracts/licenses/extension-user';
import type { FeedScope as LicenseScope } from '../../../lib/org-scope.ts';

/** Whose licenses the page shows: one organization, or a tenant's Global View (optionally one group). */
export type { FeedScope as LicenseScope } from '../../../lib/org-scope.ts';
export { scopeFromRoute, scopeKey } from '../../../lib/org-scope.ts';

const groupQuery = (scope: LicenseScope) =>
  scope.kind === 'tenants' && scope.groupId !== null ? `?group=${scope.groupId}` : '';

/** The License Management page of a scope (the detail page's way back). */
export const licensePagePath = (scope: LicenseScope) =>
  `/${scope.kind}/${scope.id}/license-management${groupQuery(scope)}`;

/** An extension user's page (doc 1 §1): under the organization, or under the Global View with its organization. */
export function userPagePath(scope: LicenseScope, user: Pick<ExtensionUserRecord, 'id' | 'customerId'>) {
  return scope.kind === 'customers'
    ? `/customers/${scope.id}/licensemanagement/${user.id}`
    : `/tenants/${scope.id}/${user.customerId}/licensemanagement/${user.id}${groupQuery(scope)}`;
}
