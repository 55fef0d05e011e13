import { exportAuditLog, listAuditLog } from '@baitwatch/contracts/audit/calls';
import type { FastifyInstance } from 'fastify';
import { sendCsvFile } from '../../http/csv-file.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The audit log and its CSV export (audit/calls.ts). */
export async function registerAuditLogRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.auditLog;
  serveCall(v1, listAuditLog, ({ user, query }) => service.list(user, query));
  serveCall(v1, exportAuditLog, async ({ user, query }, reply) => {
    const csv = await service.exportCsv(user, query);
    return sendCsvFile(reply, csv, 'audit-log', ctx.clock.now());
  });
}
