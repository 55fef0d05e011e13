import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import {
  importListCsvRequestSchema,
  importListCsvResponseSchema,
} from '@baitwatch/contracts/settings/list-csv';
import { listParamsSchema } from '@baitwatch/contracts/settings/list-item';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { listCsvService } from './list-csv.service.ts';

/** CSV export and import of allowed domains and blocked URLs (issue 7 §3; contracts/settings/list-csv.ts). */
export async function registerListCsvRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = listCsvService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  // CSV import and export are the provider's and the tenant admins': others are refused before the input is read.
  const config = { roles: [PROVIDER_ROLE, 'TenantAdmin'] as const };
  const lists = [
    { list: 'domains', path: 'whitelist-domain', file: 'allowed-domains' },
    { list: 'blockedUrls', path: 'blacklist-urls', file: 'blocked-urls' },
  ] as const;

  for (const { list, path, file } of lists) {
    api.get(
      `/portal/customers/:id/${path}/export`,
      { config, schema: { params: listParamsSchema } },
      async (request, reply) => {
        const csv = await service.exportCsv(list, requireUser(request), request.params.id);
        const day = ctx.clock.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}-${request.params.id}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    api.post(
      `/portal/customers/:id/${path}/import`,
      {
        config,
        schema: {
          params: listParamsSchema,
          body: importListCsvRequestSchema,
          response: { 200: importListCsvResponseSchema },
        },
      },
      async (request) => service.importCsv(list, requireUser(request), request.params.id, request.body.csv),
    );
  }
}
