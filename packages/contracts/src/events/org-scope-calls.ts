import type { z } from 'zod';
import { type Call, defineCall } from '../common/call.ts';
import { customerScopeParamsSchema, tenantScopeParamsSchema } from './org-scope.ts';

/** What the Global View form of a call adds to the organization form's query. */
export interface TenantScopeQuery {
  groupId?: number | undefined;
  customerId?: number | undefined;
}

/**
 * A read that the feed, the dashboard and License Management make for one organization
 * ({base}/customers/{id}/{suffix}) or for a tenant's Global View ({base}/tenants/{id}/{suffix}, with
 * groupId or customerId): two calls with one answer.
 */
export interface OrgScopeCalls {
  readonly customers: Call & { readonly params: typeof customerScopeParamsSchema };
  readonly tenants: Call & { readonly params: typeof tenantScopeParamsSchema };
}

/** Defines the pair of GETs of one read, for signed-in users (their policy decides which scopes they see). */
/*@__NO_SIDE_EFFECTS__*/
export function defineOrgScopeGet<
  const B extends 'portal' | 'dashboard',
  const S extends string,
  CQ extends z.ZodType<object>,
  TQ extends z.ZodType<TenantScopeQuery>,
  R extends z.ZodType | null,
>(definition: { base: B; suffix: S; query: { customers: CQ; tenants: TQ }; response: R }) {
  const { base, suffix, query, response } = definition;
  return {
    customers: defineCall({
      method: 'GET',
      path: `/v1/${base}/customers/{id}/${suffix}`,
      access: 'signedIn',
      params: customerScopeParamsSchema,
      query: query.customers,
      response,
    }),
    tenants: defineCall({
      method: 'GET',
      path: `/v1/${base}/tenants/{id}/${suffix}`,
      access: 'signedIn',
      params: tenantScopeParamsSchema,
      query: query.tenants,
      response,
    }),
  } satisfies OrgScopeCalls;
}
