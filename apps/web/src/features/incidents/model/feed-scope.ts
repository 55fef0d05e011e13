import type { FeedScope } from '../../../lib/org-scope.ts';

export { type FeedScope, scopeFromRoute, scopeKey } from '../../../lib/org-scope.ts';

/** The chart calls' form of a scope: r=C for an organization, r=M (with groupId) for a Global View. */
export function statsScopeQuery(scope: FeedScope) {
  return scope.kind === 'customers' ? { r: 'C' as const } : { r: 'M' as const, groupId: scope.groupId };
}
