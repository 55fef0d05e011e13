import { searchQuerySchema, searchResponseSchema } from '@baitwatch/contracts/search/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { searchService } from './search.service.ts';

/** GET /v1/portal/search?term= (the organization dropdown, spec doc 1 §2 "Organization dropdown"). */
export async function registerSearchRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = searchService(ctx);
  v1.withTypeProvider<ZodTypeProvider>().get(
    '/portal/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => service.search(requireUser(request), request.query.term),
  );
}
