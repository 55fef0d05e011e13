import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { ParsedQuery, ServedAnswer } from '@baitwatch/contracts/common/call';
import type { OrgScopeCalls, TenantScopeQuery } from '@baitwatch/contracts/events/org-scope-calls';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CallInput, serveCall } from '../http/serve-call.ts';
import type { OrgScopeRequest } from './org-scope.ts';

/** What the handler of an organization / Global View pair reads: the requested scope and the query. */
export interface OrgScopeInput<P extends OrgScopeCalls> {
  user: SessionUser;
  scope: OrgScopeRequest;
  query: ParsedQuery<P['customers']> | ParsedQuery<P['tenants']>;
}

/**
 * Serves both calls of a pair (events/org-scope-calls.ts) with one handler that receives the scope:
 * one organization, or the tenant's Global View narrowed by the query's groupId or customerId.
 */
export function serveOrgScopeCalls<P extends OrgScopeCalls>(
  v1: FastifyInstance,
  calls: P,
  handler: (input: OrgScopeInput<P>, reply: FastifyReply) => Promise<ServedAnswer<P['tenants']>>,
): void {
  // Both calls need a session: their inputs carry the user (serveCall refuses a request without one).
  type Input = { user: SessionUser; params: { id: number }; query: object };
  serveCall(v1, calls.customers, (input: CallInput<P['customers']>, reply) => {
    const { user, params, query } = input as unknown as Input;
    return handler({ user, scope: { kind: 'customers', id: params.id }, query } as OrgScopeInput<P>, reply);
  });
  serveCall(v1, calls.tenants, (input: CallInput<P['tenants']>, reply) => {
    const { user, params, query } = input as unknown as Input;
    const { groupId, customerId } = query as TenantScopeQuery;
    const scope: OrgScopeRequest = { kind: 'tenants', id: params.id, groupId, customerId };
    return handler({ user, scope, query } as OrgScopeInput<P>, reply);
  });
}
