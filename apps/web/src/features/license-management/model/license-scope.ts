import type { ExtensionUserRecord } from '@baitwatch/contracts/licenses/extension-user';

/** Whose licenses the page shows: one organization, or a tenant's Global View (optionally one group). */
export type LicenseScope =
  | { kind: 'customers'; id: number }
  | { kind: 'tenants'; id: number; groupId: number | null };

export const scopeKey = (scope: LicenseScope) =>
  scope.kind === 'customers' ? `c:${scope.id}` : `t:${scope.id}:${scope.groupId ?? ''}`;

/** {base}/{customers|tenants}/{id}/{suffix} and the group query the tenants form takes. */
export function scopeCall(scope: LicenseScope, base: 'portal' | 'dashboard', suffix: string) {
  return {
    path: `/v1/${base}/${scope.kind}/${scope.id}/${suffix}`,
    query: scope.kind === 'tenants' ? { groupId: scope.groupId ?? undefined } : {},
  };
}

const idOf = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The scope a License Management route names: /customers/:customerId/... or /tenants/:tenantId/...?group=. */
export function scopeFromRoute(
  params: { customerId?: string | undefined; tenantId?: string | undefined },
  search: string,
): LicenseScope | null {
  if (params.tenantId !== undefined) {
    const tenantId = idOf(params.tenantId);
    if (tenantId === null) return null;
    return { kind: 'tenants', id: tenantId, groupId: idOf(new URLSearchParams(search).get('group')) };
  }
  const customerId = idOf(params.customerId);
  return customerId === null ? null : { kind: 'customers', id: customerId };
}

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
