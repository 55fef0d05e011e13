import { loginStatsResponseSchema } from '@baitwatch/contracts/dashboard/login-stats';
import { statsParamsSchema, statsQuerySchema } from '@baitwatch/contracts/dashboard/stats-query';
import { threatStatsResponseSchema } from '@baitwatch/contracts/dashboard/threat-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { dashboardService } from './dashboard.service.ts';

/** GET dashboard/stats/{id}/threats and /events (spec doc 1 §7 "Charts and dashboards"). */
export async function registerDashboardRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = dashboardService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dashboard/stats/:id/threats',
    {
      schema: {
        params: statsParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: threatStatsResponseSchema },
      },
    },
    async (request) => service.threats(requireUser(request), request.params.id, request.query),
  );

  api.get(
    '/dashboard/stats/:id/events',
    {
      schema: {
        params: statsParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: loginStatsResponseSchema },
      },
    },
    async (request) => service.loginPages(requireUser(request), request.params.id, request.query),
  );
}
