import {
  getOrganizationReportRecipients,
  getTenantReportRecipients,
  reportPdf,
  reportPeriods,
  updateOrganizationReportRecipients,
  updateTenantReportRecipients,
} from '@baitwatch/contracts/reports/calls';
import { REPORT_CONTENT_TYPE } from '@baitwatch/contracts/reports/constants';
import type { FastifyInstance } from 'fastify';
import { serveOrgScopeCalls } from '../../auth/serve-org-scope-calls.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The reports' calls (reports/calls.ts). */
export function registerReportsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.reports;
  serveOrgScopeCalls(v1, reportPdf, async ({ user, scope, query }, reply) => {
    const file = await service.pdf(user, scope, query.period);
    return reply
      .header('content-type', REPORT_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  serveOrgScopeCalls(v1, reportPeriods, ({ user, scope }) => service.periods(user, scope));
  serveCall(v1, getOrganizationReportRecipients, ({ user, params }) =>
    service.organizationRecipients(user, params.customerId),
  );
  serveCall(v1, updateOrganizationReportRecipients, ({ user, params, body }) =>
    service.saveOrganizationRecipients(user, params.customerId, body),
  );
  serveCall(v1, getTenantReportRecipients, ({ user, params }) =>
    service.tenantRecipients(user, params.tenantId),
  );
  serveCall(v1, updateTenantReportRecipients, ({ user, params, body }) =>
    service.saveTenantRecipients(user, params.tenantId, body),
  );
}
