import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import {
  reportScansRequestSchema,
  reportScansResponseSchema,
} from '@baitwatch/contracts/extension/report-scans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { installOf } from '../../auth/install-principal.ts';
import type { FeatureContext } from '../context.ts';
import { scansService } from './scans.service.ts';

/** POST /scans: login pages scanned per hour (the Login Pages Scanned chart and the SOC API). */
export async function scansRoutes(scope: FastifyInstance, ctx: FeatureContext) {
  const service = scansService(ctx);
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/scans',
    {
      schema: {
        summary: 'Report login pages scanned, per hour',
        tags: ['Events'],
        security: [{ installToken: [] }],
        body: reportScansRequestSchema,
        response: {
          200: reportScansResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => service.report(installOf(request), request.body),
  );
}
