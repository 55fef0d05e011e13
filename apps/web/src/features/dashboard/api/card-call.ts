import type { OrgScopeCalls } from '@baitwatch/contracts/events/org-scope-calls';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueryOf } from '../../../lib/api-client.ts';
import { type FeedScope, scopeKey } from '../../../lib/org-scope.ts';
import { callForScope } from '../../../lib/org-scope-call.ts';

/** The query keys of the cards: per call, scope and parameters. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (path: string, scope: FeedScope, params: object = {}) =>
    [...dashboardKeys.all, path, scopeKey(scope), params] as const,
};

/** One card's call (dashboard/calls.ts) for the organization or the Global View of the page. */
export function cardQueryOptions<P extends OrgScopeCalls>(
  calls: P,
  scope: FeedScope,
  query: P['tenants']['query'] extends z.ZodType ? QueryOf<P['tenants']['query']> : never,
) {
  return queryOptions({
    queryKey: dashboardKeys.card(calls.tenants.path, scope, query),
    queryFn: ({ signal }) => callForScope(calls, scope, { query, signal }),
    staleTime: 60_000,
  });
}
