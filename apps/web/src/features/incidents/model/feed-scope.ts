/**
 * Whose events a feed shows: one organization (/customers/{id}/incidents), or a tenant's Global
 * View (/tenants/{id}/incidents, optionally one group: decision 0001).
 */
export type FeedScope =
  | { kind: 'customers'; id: number }
  | { kind: 'tenants'; id: number; groupId: number | null };

/** A stable string for query keys. */
export const scopeKey = (scope: FeedScope) =>
  scope.kind === 'customers' ? `c:${scope.id}` : `t:${scope.id}:${scope.groupId ?? ''}`;

/**
 * GET portal/{customers|tenants}/{id}/{suffix}, and the group query the tenants form takes. Calls type
 * their query with the tenants form's schema, the organization form's plus groupId and customerId.
 */
export function scopeCall(
  scope: FeedScope,
  suffix: string,
): { path: string; query: { groupId?: number | null } } {
  return {
    path: `/v1/portal/${scope.kind}/${scope.id}/${suffix}`,
    query: scope.kind === 'tenants' ? { groupId: scope.groupId } : {},
  };
}

/** The chart calls' form: r=C for an organization, r=M (with groupId) for a Global View. */
export function statsCall(scope: FeedScope, suffix: 'threats' | 'events') {
  return {
    path: `/v1/dashboard/stats/${scope.id}/${suffix}`,
    query: scope.kind === 'customers' ? { r: 'C' } : { r: 'M', groupId: scope.groupId },
  };
}

/** The scope a feed route names: /customers/:customerId/... or /tenants/:tenantId/...?group=. */
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
