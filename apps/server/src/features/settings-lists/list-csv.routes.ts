import {
  exportAllowedDomainsCsv,
  exportBlockedUrlsCsv,
  importAllowedDomainsCsv,
  importBlockedUrlsCsv,
} from '@baitwatch/contracts/settings/list-calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** CSV export and import of allowed domains and blocked URLs (settings/list-calls.ts, decision 0035). */
export async function registerListCsvRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.listCsv;
  const lists = [
    {
      list: 'domains',
      exportCall: exportAllowedDomainsCsv,
      importCall: importAllowedDomainsCsv,
      file: 'allowed-domains',
    },
    {
      list: 'blockedUrls',
      exportCall: exportBlockedUrlsCsv,
      importCall: importBlockedUrlsCsv,
      file: 'blocked-urls',
    },
  ] as const;

  for (const { list, exportCall, importCall, file } of lists) {
    serveCall(v1, exportCall, async ({ user, params }, reply) => {
      const csv = await service.exportCsv(list, user, params.id);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}-${params.id}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
    serveCall(v1, importCall, ({ user, params, body }) => service.importCsv(list, user, params.id, body.csv));
  }
}
