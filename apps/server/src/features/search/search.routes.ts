import { searchOrganizations } from '@baitwatch/contracts/search/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { FeatureContext } from '../context.ts';
import { searchService } from './search.service.ts';

/** The organization dropdown's search (spec doc 1 §2 "Organization dropdown"). */
export async function registerSearchRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = searchService(ctx);
  serveCall(v1, searchOrganizations, ({ user, query }) => service.search(user, query.term));
}
