import { getLookup } from '@baitwatch/contracts/lookups/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The reference lists (spec doc 1 §7 "Lookups"). */
export async function registerLookupsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.lookups;
  serveCall(v1, getLookup, ({ params, query }) => service.entries(params.lookupId, query));
}
