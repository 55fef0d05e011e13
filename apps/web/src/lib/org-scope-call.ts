import type { Call, CallAnswer } from '@baitwatch/contracts/common/call';
import type { OrgScopeCalls } from '@baitwatch/contracts/events/org-scope-calls';
import type { z } from 'zod';
import type { QueryOf } from './api-client.ts';
import { callApi, downloadCall } from './call-api.ts';
import type { FeedScope } from './org-scope.ts';

/** The query of a pair, typed by its Global View form (the organization form's plus groupId and customerId). */
type ScopeQuery<P extends OrgScopeCalls> = P['tenants']['query'] extends z.ZodType
  ? QueryOf<P['tenants']['query']>
  : never;

interface ScopeCallOptions<P extends OrgScopeCalls> {
  query?: ScopeQuery<P>;
  signal?: AbortSignal | undefined;
}

/** The call of the pair that the scope names, and its options: the Global View form carries its group. */
function forScope<P extends OrgScopeCalls>(calls: P, scope: FeedScope, options: ScopeCallOptions<P>) {
  const group = scope.kind === 'tenants' && scope.groupId !== null ? { groupId: scope.groupId } : {};
  return {
    call: calls[scope.kind] as Call,
    options: { params: { id: scope.id }, query: { ...options.query, ...group }, signal: options.signal },
  };
}

/** Makes the organization or Global View call of a pair (events/org-scope-calls.ts) for a page's scope. */
export function callForScope<P extends OrgScopeCalls>(
  calls: P,
  scope: FeedScope,
  options: ScopeCallOptions<P> = {},
): Promise<CallAnswer<P['tenants']>> {
  const { call, options: callOptions } = forScope(calls, scope, options);
  return callApi(call, callOptions as never) as Promise<CallAnswer<P['tenants']>>;
}

/** Downloads the file that the scope's call of a pair answers (a CSV export). */
export function downloadForScope<P extends OrgScopeCalls>(
  calls: P,
  scope: FeedScope,
  options: ScopeCallOptions<P> = {},
) {
  const { call, options: callOptions } = forScope(calls, scope, options);
  return downloadCall(call, callOptions as never);
}
