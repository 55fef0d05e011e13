import { searchOrganizations } from '@baitwatch/contracts/search/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The organization dropdown's search (spec doc 1 §2 "Organization dropdown"). */
export async function registerSearchRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.search;
  serveCall(v1, searchOrganizations, ({ user, query }) => service.search(user, query.term));
}
