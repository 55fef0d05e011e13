import { getLoginStats, getThreatStats } from '@baitwatch/contracts/dashboard/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { FeatureContext } from '../context.ts';
import { dashboardService } from './dashboard.service.ts';

/** The feed's threats and login pages charts (dashboard/calls.ts). */
export async function registerDashboardRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = dashboardService(ctx);
  serveCall(v1, getThreatStats, ({ user, params, query }) => service.threats(user, params.id, query));
  serveCall(v1, getLoginStats, ({ user, params, query }) => service.loginPages(user, params.id, query));
}
