import {
  lookupParamsSchema,
  lookupQuerySchema,
  lookupResponseSchema,
} from '@baitwatch/contracts/lookups/lookup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../context.ts';
import { lookupsService } from './lookups.service.ts';

/** GET /v1/lookup/{lookupId}?sflex1=&sflex2= (spec doc 1 §7 "Lookups"). */
export async function registerLookupsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = lookupsService(ctx);
  v1.withTypeProvider<ZodTypeProvider>().get(
    '/lookup/:lookupId',
    {
      schema: {
        params: lookupParamsSchema,
        querystring: lookupQuerySchema,
        response: { 200: lookupResponseSchema },
      },
    },
    async (request) => service.entries(request.params.lookupId, request.query),
  );
}
