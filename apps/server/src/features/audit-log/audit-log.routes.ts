import {
  auditLogFilterSchema,
  listAuditLogQuerySchema,
  listAuditLogResponseSchema,
} from '@baitwatch/contracts/audit/list-audit-log';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { auditLogService } from './audit-log.service.ts';

/** GET /v1/audit-log and GET /v1/audit-log/export (issue 6 §4; the spec has no audit log). */
export async function registerAuditLogRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = auditLogService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit-log',
    { schema: { querystring: listAuditLogQuerySchema, response: { 200: listAuditLogResponseSchema } } },
    async (request) => service.list(requireUser(request), request.query),
  );

  api.get('/audit-log/export', { schema: { querystring: auditLogFilterSchema } }, async (request, reply) => {
    const csv = await service.exportCsv(requireUser(request), request.query);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
