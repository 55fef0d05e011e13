import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';
import { type FeedScope, scopeKey } from '../../../lib/org-scope.ts';

/** The query keys of the cards: per call, scope and parameters. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (call: string, scope: FeedScope, params: object = {}) =>
    [...dashboardKeys.all, call, scopeKey(scope), params] as const,
};

interface CardCall<T, S extends z.ZodType> {
  /** The path after dashboard/{customers|tenants}/{id}/ (spec doc 2 §7). */
  suffix: string;
  querySchema: S;
  response: z.ZodType<T>;
}

/**
 * One card's call, GET dashboard/{customers|tenants}/{id}/{suffix}: the organization form, or the
 * Global View form with its group. The query is typed by the tenants form (the organization's plus
 * groupId and customerId).
 */
export function cardQueryOptions<T, S extends z.ZodType>(
  call: CardCall<T, S>,
  scope: FeedScope,
  query: QueryOf<S>,
) {
  const group = scope.kind === 'tenants' && scope.groupId !== null ? { groupId: scope.groupId } : {};
  return queryOptions({
    queryKey: dashboardKeys.card(call.suffix, scope, query),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/dashboard/${scope.kind}/${scope.id}/${call.suffix}`, {
        schema: call.response,
        signal,
        querySchema: call.querySchema,
        query: { ...query, ...group } as QueryOf<S>,
      }),
    staleTime: 60_000,
  });
}
