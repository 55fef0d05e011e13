import { customerScopeParamsSchema, tenantScopeParamsSchema } from '@baitwatch/contracts/events/org-scope';
import {
  customerGrowthQuerySchema,
  growthResponseSchema,
  tenantGrowthQuerySchema,
} from '@baitwatch/contracts/licenses/deployed-licenses-growth';
import {
  customerExportUsersQuerySchema,
  tenantExportUsersQuerySchema,
} from '@baitwatch/contracts/licenses/export-extension-users';
import {
  extensionUserParamsSchema,
  extensionUserResponseSchema,
} from '@baitwatch/contracts/licenses/extension-user';
import {
  customerExtensionUsersQuerySchema,
  extensionUsersResponseSchema,
  tenantExtensionUsersQuerySchema,
} from '@baitwatch/contracts/licenses/extension-users';
import {
  customerLicenseCountQuerySchema,
  licenseCountResponseSchema,
  tenantLicenseCountQuerySchema,
} from '@baitwatch/contracts/licenses/license-count';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getForOrgScope } from '../../auth/org-scope-routes.ts';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { licensesService } from './licenses.service.ts';

/**
 * License Management (spec doc 1 §7 "Charts and dashboards", "License and users"): the breakdowns, the
 * growth rows, the users grid and one user; ours, the users as CSV. licenses-count and
 * search-extension-users are the incident feed's (features/incidents), shared by both pages.
 */
export async function registerLicensesRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = licensesService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  getForOrgScope(
    v1,
    'license-count',
    {
      customers: customerLicenseCountQuerySchema,
      tenants: tenantLicenseCountQuerySchema,
      response: licenseCountResponseSchema,
    },
    (user, scope) => service.licenseCount(user, scope),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'deployed-licenses-growth',
    {
      customers: customerGrowthQuerySchema,
      tenants: tenantGrowthQuerySchema,
      response: growthResponseSchema,
    },
    (user, scope, query) => service.growth(user, scope, query),
    'dashboard',
  );
  getForOrgScope(
    v1,
    'extension-users',
    {
      customers: customerExtensionUsersQuerySchema,
      tenants: tenantExtensionUsersQuerySchema,
      response: extensionUsersResponseSchema,
    },
    (user, scope, query) => service.users(user, scope, query),
  );

  api.get(
    '/portal/customers/:customerId/extension-users/:userId',
    { schema: { params: extensionUserParamsSchema, response: { 200: extensionUserResponseSchema } } },
    async (request) => service.user(requireUser(request), request.params.customerId, request.params.userId),
  );

  const sendCsv = (reply: FastifyReply, csv: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="extension-users-${ctx.clock.now().toISOString().slice(0, 10)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(csv);
  api.get(
    '/portal/customers/:id/extension-users/export',
    { schema: { params: customerScopeParamsSchema, querystring: customerExportUsersQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        await service.exportCsv(
          requireUser(request),
          { kind: 'customers', id: request.params.id },
          request.query.notSeen,
        ),
      ),
  );
  api.get(
    '/portal/tenants/:id/extension-users/export',
    { schema: { params: tenantScopeParamsSchema, querystring: tenantExportUsersQuerySchema } },
    async (request, reply) => {
      const { notSeen, groupId, customerId } = request.query;
      const scope = { kind: 'tenants' as const, id: request.params.id, groupId, customerId };
      return sendCsv(reply, await service.exportCsv(requireUser(request), scope, notSeen));
    },
  );
}
