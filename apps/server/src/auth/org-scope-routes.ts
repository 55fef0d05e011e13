import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { customerScopeParamsSchema, tenantScopeParamsSchema } from '@baitwatch/contracts/events/org-scope';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { OrgScopeRequest } from './org-scope.ts';
import { requireUser } from './session.ts';

type TenantQuery = { groupId?: number | undefined; customerId?: number | undefined };

/**
 * Registers GET {base}/customers/{id}/{suffix} and GET {base}/tenants/{id}/{suffix} (the Global
 * View form, with groupId and customerId) over one handler that receives the requested scope. The
 * base is `portal` for the feed's calls, `dashboard` for the dashboard cards.
 */
export function getForOrgScope<
  CQ extends z.ZodType<object>,
  TQ extends z.ZodType<TenantQuery>,
  R extends z.ZodType,
>(
  v1: FastifyInstance,
  suffix: string,
  schemas: { customers: CQ; tenants: TQ; response: R },
  handle: (
    user: SessionUser,
    scope: OrgScopeRequest,
    query: z.output<CQ> | z.output<TQ>,
  ) => Promise<z.output<R>>,
  base: 'portal' | 'dashboard' = 'portal',
) {
  // The zod compilers validate and serialize; the generic handler reads the parsed values by their schema types.
  const schemaOf = (params: z.ZodType, querystring: z.ZodType): FastifySchema => ({
    params,
    querystring,
    response: { 200: schemas.response },
  });
  const parsed = <Q>(request: FastifyRequest) => ({
    id: (request.params as { id: number }).id,
    query: request.query as Q,
  });
  v1.get(
    `/${base}/customers/:id/${suffix}`,
    {
      schema: schemaOf(customerScopeParamsSchema, schemas.customers),
    },
    async (request) => {
      const { id, query } = parsed<z.output<CQ>>(request);
      return handle(requireUser(request), { kind: 'customers', id }, query);
    },
  );
  v1.get(
    `/${base}/tenants/:id/${suffix}`,
    {
      schema: schemaOf(tenantScopeParamsSchema, schemas.tenants),
    },
    async (request) => {
      const { id, query } = parsed<z.output<TQ>>(request);
      const scope: OrgScopeRequest = {
        kind: 'tenants',
        id,
        groupId: query.groupId,
        customerId: query.customerId,
      };
      return handle(requireUser(request), scope, query);
    },
  );
}
