import {
  countBrandPolicies,
  createBrandPolicy,
  listBrandPolicies,
  updateBrandPolicy,
} from '@baitwatch/contracts/brands/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** Brand policies, the provider's (brands/calls.ts in the contracts). */
export async function registerBrandPoliciesRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.brandPoliciesConsole;
  serveCall(v1, listBrandPolicies, ({ user, query }) => service.list(user, query));
  serveCall(v1, countBrandPolicies, ({ user }) => service.total(user));
  serveCall(v1, createBrandPolicy, ({ user, body }) => service.create(user, body));
  serveCall(v1, updateBrandPolicy, ({ user, params, body }) => service.update(user, params.id, body));
}
