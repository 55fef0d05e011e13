import { exportAuditLog, listAuditLog } from '@baitwatch/contracts/audit/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The audit log and its CSV export (audit/calls.ts). */
export async function registerAuditLogRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.auditLog;
  serveCall(v1, listAuditLog, ({ user, query }) => service.list(user, query));
  serveCall(v1, exportAuditLog, async ({ user, query }, reply) => {
    const csv = await service.exportCsv(user, query);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
