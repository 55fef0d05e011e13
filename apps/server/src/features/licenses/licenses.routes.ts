import {
  exportExtensionUsers,
  getExtensionUser,
  getLicenseBreakdown,
  getLicenseGrowth,
  listExtensionUsers,
} from '@baitwatch/contracts/licenses/calls';
import type { FastifyInstance } from 'fastify';
import { serveOrgScopeCalls } from '../../auth/serve-org-scope-calls.ts';
import { sendCsvFile } from '../../http/csv-file.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** License Management's calls (licenses/calls.ts). */
export async function registerLicensesRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.licenses;

  serveOrgScopeCalls(v1, getLicenseBreakdown, ({ user, scope }) => service.licenseCount(user, scope));
  serveOrgScopeCalls(v1, getLicenseGrowth, ({ user, scope, query }) => service.growth(user, scope, query));
  serveOrgScopeCalls(v1, listExtensionUsers, ({ user, scope, query }) => service.users(user, scope, query));
  serveCall(v1, getExtensionUser, ({ user, params }) => service.user(user, params.customerId, params.userId));
  serveOrgScopeCalls(v1, exportExtensionUsers, async ({ user, scope, query }, reply) => {
    const csv = await service.exportCsv(user, scope, query.notSeen);
    return sendCsvFile(reply, csv, 'extension-users', ctx.clock.now());
  });
}
