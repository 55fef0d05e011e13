import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { reportScans } from '@baitwatch/contracts/extension/calls';
import type { FastifyInstance } from 'fastify';
import { installOf } from '../../../auth/install-principal.ts';
import { serveCall } from '../../../http/serve-call.ts';
import type { AppContext } from '../../services.ts';

/** Login pages scanned per hour (the Login Pages Scanned chart and the SOC API; extension/calls.ts). */
export async function scansRoutes(scope: FastifyInstance, ctx: AppContext) {
  const service = ctx.scans;
  serveCall(scope, reportScans, ({ body, request }) => service.report(installOf(request), body), {
    schema: {
      summary: 'Report login pages scanned, per hour',
      tags: ['Events'],
      security: [{ installToken: [] }],
      response: { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
  });
}
