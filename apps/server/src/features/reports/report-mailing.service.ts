import {
  endedPeriods,
  parseReportPeriod,
  type ReportPeriodKind,
} from '@baitwatch/contracts/reports/report-period';
import type { Db, Tx } from '../../db/client.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import type { FeatureContext } from '../context.ts';
import { type ReportSources, reportDocuments } from './report-document.ts';
import { reportMail } from './report-mail.ts';
import { type ReportScope, scopeKey } from './report-scope.ts';
import { reportsRepository } from './reports.repository.ts';

const DAY_MS = 86_400_000;
/** The daily run starts a few minutes past midnight UTC, once the day's aggregates are complete. */
const RUN_OFFSET_MS = 10 * 60_000;
/**
 * A run mails a period that ended at most this long ago: a day's runs lost to an outage are made up,
 * and a scope subscribed mid-month waits for the month's end rather than getting last month's at once.
 */
const CATCH_UP_MS = 3 * DAY_MS;

/**
 * Scheduled reports through the job queue (decision 0074). A daily run queues one mail job per
 * subscribed scope and period (dedupe key: scope and period); the job claims the period in
 * report_mailings in the transaction that writes its mails, so however many processes run it, and
 * however often, each period is mailed once.
 */
export function reportMailingService(ctx: ReportSources) {
  const db = ctx.database.db;
  const repo = reportsRepository(db);
  const make = reportDocuments(ctx, repo);

  /** Queues the next daily run (once: its day is its dedupe key). */
  async function scheduleRuns(tx: Db | Tx) {
    const now = ctx.clock.now().getTime();
    let at = Math.floor(now / DAY_MS) * DAY_MS + RUN_OFFSET_MS;
    if (at <= now) at += DAY_MS;
    const day = new Date(at).toISOString().slice(0, 10);
    await ctx.queue.enqueue(tx, JOBS.reportsTick, {}, { delayMs: at - now, dedupeKey: day });
  }

  async function queueMails(tx: Tx, kind: ReportPeriodKind) {
    const now = ctx.clock.now();
    const [period] = endedPeriods(now, kind, 1);
    if (!period || now.getTime() - period.end.getTime() > CATCH_UP_MS) return;
    for (const scope of await repo.subscribed(kind === 'week')) {
      await ctx.queue.enqueue(
        tx,
        JOBS.mailReport,
        { ...scope, period: period.id },
        {
          dedupeKey: `${scopeKey(scope)}:${period.id}`,
        },
      );
    }
  }

  return {
    scheduleRuns,

    /** The daily run: the next run first, so the chain survives a failure of this one's work. */
    async run() {
      await db.transaction(async (tx) => {
        await scheduleRuns(tx);
        await queueMails(tx, 'month');
        await queueMails(tx, 'week');
      });
    },

    /** Mails a scope's report of a period to its recipients, unless that period was mailed already. */
    async mail(scope: ReportScope, periodId: string): Promise<boolean> {
      const period = parseReportPeriod(periodId);
      const target = period ? await ctx.policy.scheduledReport(scope) : null;
      if (!period || !target) return false;
      // Only admins who may still read the report: one removed since being chosen is left out.
      const [subscription, candidates] = await Promise.all([
        repo.subscription(scope),
        repo.candidates(scope, target.tenantId),
      ]);
      const allowed = new Set(candidates.map((c) => c.email));
      const recipients = subscription.recipients.filter((email) => allowed.has(email));
      if (recipients.length === 0) return false;
      // The PDF is made before the transaction (it takes a second of CPU, not of locks).
      const file = await make({ scope, ...target }, period);
      return db.transaction(async (tx) => {
        if (!(await repo.claimMailing(tx, scope, period.id, recipients.length))) return false;
        for (const to of recipients)
          await ctx.mailer.send(tx, reportMail({ to, publicUrl: ctx.config.publicUrl, scope, period, file }));
        return true;
      });
    },
  };
}
export type ReportMailingService = ReturnType<typeof reportMailingService>;

/** Registers the reports' job handlers; called once where the features are wired. */
export function registerReportJobs(
  deps: Pick<FeatureContext, 'queue'> & { reportMailing: ReportMailingService },
) {
  deps.queue.handle(JOBS.reportsTick, () => deps.reportMailing.run());
  deps.queue.handle(JOBS.mailReport, async ({ customerId, tenantId, period }) => {
    const scope: ReportScope | null = tenantId ? { tenantId } : customerId ? { customerId } : null;
    if (scope) await deps.reportMailing.mail(scope, period);
  });
}
