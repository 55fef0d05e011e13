import { getLoginStats, getThreatStats } from '@baitwatch/contracts/dashboard/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The feed's threats and login pages charts (dashboard/calls.ts). */
export async function registerDashboardRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.dashboard;
  serveCall(v1, getThreatStats, ({ user, params, query }) => service.threats(user, params.id, query));
  serveCall(v1, getLoginStats, ({ user, params, query }) => service.loginPages(user, params.id, query));
}
