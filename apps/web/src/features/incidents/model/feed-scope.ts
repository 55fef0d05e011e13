import type { FeedScope } from '../../../lib/org-scope.ts';

export { type FeedScope, scopeFromRoute, scopeKey } from '../../../lib/org-scope.ts';

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
