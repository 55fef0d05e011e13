import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  MAX_REPORT_RECIPIENTS,
  REPORT_PAST_MONTHS,
  REPORT_PAST_WEEKS,
} from '@baitwatch/contracts/reports/constants';
import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import { endedPeriods, parseReportPeriod, periodLabel } from '@baitwatch/contracts/reports/report-period';
import type { ReportPeriodsResponse } from '@baitwatch/contracts/reports/report-periods';
import type { ReportRecipients, ReportRecipientsBody } from '@baitwatch/contracts/reports/report-settings';
import { type OrgScopeRequest, resolveOrgScope } from '../../auth/org-scope.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization, inTenant } from '../audit-log/audit-log.service.ts';
import {
  type ReportFile,
  type ReportSources,
  type ReportTarget,
  reportDocuments,
} from './report-document.ts';
import type { ReportMailingService } from './report-mailing.service.ts';
import type { ReportScope } from './report-scope.ts';
import { reportsRepository } from './reports.repository.ts';

type Deps = ReportSources & { auditLog: AuditLogService; reportMailing: ReportMailingService };

/** The console's side of the reports (decision 0074): downloads, the past periods, the recipients. */
export function reportsService(ctx: Deps) {
  const repo = reportsRepository(ctx.database.db);
  const make = reportDocuments(ctx, repo);

  /** What a dashboard address reads, as the access policy allows it (the dashboard's own rule). */
  async function targetOf(user: SessionUser, request: OrgScopeRequest): Promise<ReportTarget> {
    const organizations = await resolveOrgScope(ctx.policy, user, request);
    if (request.kind === 'customers' || request.customerId !== undefined) {
      const organization = await ctx.policy.customer(user, request.customerId ?? request.id);
      return { scope: { customerId: organization.id }, organizations, tenantId: organization.tenantId };
    }
    return { scope: { tenantId: request.id }, organizations, tenantId: request.id };
  }

  /** An ended period, or the catalogue's reason it is not one. */
  function endedPeriod(id: string) {
    const period = parseReportPeriod(id);
    if (!period) throw badRequest(REPORT_MESSAGES.periodInvalid);
    if (period.start.getUTCFullYear() < 2000) throw badRequest(REPORT_MESSAGES.periodTooOld);
    if (period.end.getTime() > ctx.clock.now().getTime()) throw badRequest(REPORT_MESSAGES.periodNotEnded);
    return period;
  }

  /** The scope's subscription with the admins it may name (the caller was allowed the scope). */
  async function recipientsOf(scope: ReportScope, tenantId: number): Promise<ReportRecipients> {
    const [subscription, candidates] = await Promise.all([
      repo.subscription(scope),
      repo.candidates(scope, tenantId),
    ]);
    return { recipients: subscription.recipients, weekly: subscription.weekly, candidates };
  }

  async function saveRecipients(
    user: SessionUser,
    scope: ReportScope,
    tenantId: number,
    body: ReportRecipientsBody,
    place: ReturnType<typeof inTenant>,
  ): Promise<ReportRecipients> {
    if (body.recipients.length > MAX_REPORT_RECIPIENTS) throw badRequest(REPORT_MESSAGES.tooManyRecipients);
    const before = await recipientsOf(scope, tenantId);
    const known = new Set(before.candidates.map((c) => c.email));
    const unknown = body.recipients.filter((email) => !known.has(email));
    if (unknown.length) throw badRequest(unknown.map(REPORT_MESSAGES.unknownRecipient));
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const target = await repo.scopeName(scope);
    await ctx.database.db.transaction(async (tx) => {
      await repo.saveSubscription(tx, scope, body.recipients, body.weekly);
      await ctx.auditLog.record(tx, user, {
        action: 'report.recipients',
        place,
        target,
        before: { recipients: before.recipients.join(', '), weekly: before.weekly },
        after: { recipients: body.recipients.join(', '), weekly: body.weekly },
      });
      if (body.recipients.length) await ctx.reportMailing.scheduleRuns(tx);
    });
    return { ...before, recipients: body.recipients, weekly: body.weekly };
  }

  return {
    async pdf(user: SessionUser, request: OrgScopeRequest, periodId: string): Promise<ReportFile> {
      const target = await targetOf(user, request);
      return make(target, endedPeriod(periodId));
    },

    /** The ended months (two years) and weeks (a quarter), newest first, with when each was mailed. */
    async periods(user: SessionUser, request: OrgScopeRequest): Promise<ReportPeriodsResponse> {
      const target = await targetOf(user, request);
      const now = ctx.clock.now();
      const mailed = new Map((await repo.mailings(target.scope)).map((m) => [m.period, m]));
      const periods = [
        ...endedPeriods(now, 'month', REPORT_PAST_MONTHS),
        ...endedPeriods(now, 'week', REPORT_PAST_WEEKS),
      ];
      return {
        periods: periods.map((p) => ({
          period: p.id,
          label: periodLabel(p),
          kind: p.kind,
          mailedAt: mailed.get(p.id)?.mailedAt.toISOString() ?? null,
          mailedTo: mailed.get(p.id)?.recipients ?? 0,
        })),
      };
    },

    async organizationRecipients(user: SessionUser, customerId: number) {
      const organization = await ctx.policy.customer(user, customerId);
      return recipientsOf({ customerId: organization.id }, organization.tenantId);
    },

    async saveOrganizationRecipients(user: SessionUser, customerId: number, body: ReportRecipientsBody) {
      const organization = await ctx.policy.customer(user, customerId);
      return saveRecipients(
        user,
        { customerId: organization.id },
        organization.tenantId,
        body,
        inOrganization(organization),
      );
    },

    async tenantRecipients(user: SessionUser, tenantId: number) {
      const tenant = await ctx.policy.tenant(user, tenantId);
      return recipientsOf({ tenantId: tenant.id }, tenant.id);
    },

    async saveTenantRecipients(user: SessionUser, tenantId: number, body: ReportRecipientsBody) {
      const tenant = await ctx.policy.tenant(user, tenantId);
      return saveRecipients(user, { tenantId: tenant.id }, tenant.id, body, inTenant(tenant));
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
