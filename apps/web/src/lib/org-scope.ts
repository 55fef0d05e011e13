/**
 * Whose data a page shows: one organization (/customers/{id}/...), or a tenant's Global View
 * (/tenants/{id}/..., optionally one group: decision 0001). The feed and the dashboard share it.
 */
export type FeedScope =
  | { kind: 'customers'; id: number }
  | { kind: 'tenants'; id: number; groupId: number | null };

/** A stable string for query keys. */
export const scopeKey = (scope: FeedScope) =>
  scope.kind === 'customers' ? `c:${scope.id}` : `t:${scope.id}:${scope.groupId ?? ''}`;

/** The scope a route names: /customers/:customerId/... or /tenants/:tenantId/...?group=. */
export function scopeFromRoute(
  params: { customerId?: string | undefined; tenantId?: string | undefined },
  search: string,
): FeedScope | null {
  const id = (value: string | null | undefined) =>
    value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  if (params.tenantId !== undefined) {
    const tenantId = id(params.tenantId);
    if (tenantId === null) return null;
    return { kind: 'tenants', id: tenantId, groupId: id(new URLSearchParams(search).get('group')) };
  }
  const customerId = id(params.customerId);
  return customerId === null ? null : { kind: 'customers', id: customerId };
}
