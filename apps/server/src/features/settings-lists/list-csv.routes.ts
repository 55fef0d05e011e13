import {
  exportAllowedDomainsCsv,
  exportBlockedUrlsCsv,
  importAllowedDomainsCsv,
  importBlockedUrlsCsv,
} from '@baitwatch/contracts/settings/list-calls';
import type { FastifyInstance } from 'fastify';
import { sendCsvFile } from '../../http/csv-file.ts';
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
      return sendCsvFile(reply, csv, `${file}-${params.id}`, ctx.clock.now());
    });
    serveCall(v1, importCall, ({ user, params, body }) => service.importCsv(list, user, params.id, body.csv));
  }
}
