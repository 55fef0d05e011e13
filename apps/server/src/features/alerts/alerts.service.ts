import { RESTRICTED_LICENSE_TYPE } from '@baitwatch/contracts/common/product';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { incidentAlertMail } from './alert-mail.ts';
import { alertsRepository } from './alerts.repository.ts';

export type AlertDeps = Pick<AppDeps, 'clock' | 'queue' | 'database' | 'mailer' | 'config'>;

/** Incidents are gathered over this window into one email per organization. */
export const ALERT_BATCH_MS = 3 * 60_000;
/** The job runs this long after its window closes, so events stored at the window's end have committed. */
export const ALERT_GRACE_MS = 30_000;
/** Only incidents detected this recently count as new. */
export const ALERT_LOOKBACK_MS = 24 * 3_600_000;
const LISTED_INCIDENTS = 10;

/**
 * Email alerts about new incidents. The ingestion path queues incidentAlertJob in the
 * statement that stores an incident (types 0, 3, 4, 5). One job per organization and
 * 3-minute window (the dedupe key names both): every incident of the window lands in one email,
 * and an incident stored while a job runs falls in the next window's job instead of being missed.
 * The job announces each incident once (incident_alerts), to the organization's and its tenant's
 * admins whose "Receive email alert" is on. TISOC organizations get no alerts (the option is
 * hidden for them).
 */
export function alertsService(ctx: AlertDeps) {
  const repo = alertsRepository(ctx.database.db);
  /** When the current window's job runs (after the window closes) and its key (one per organization and window). */
  const windowOptions = (customerId: number) => {
    const now = ctx.clock.now().getTime();
    const window = Math.floor(now / ALERT_BATCH_MS);
    const runAt = (window + 1) * ALERT_BATCH_MS + ALERT_GRACE_MS;
    return { delayMs: runAt - now, dedupeKey: `${customerId}:${window}` };
  };
  return {
    async scheduleIncidentAlert(tx: Db | Tx, customerId: number): Promise<void> {
      await ctx.queue.enqueue(tx, JOBS.incidentAlert, { customerId }, windowOptions(customerId));
    },

    /** The same job, for a statement that queues it with the incidents it announces (ingestion's). */
    incidentAlertJob: (customerId: number) =>
      ctx.queue.prepare(JOBS.incidentAlert, { customerId }, windowOptions(customerId)),

    async sendIncidentAlert(customerId: number): Promise<number> {
      return ctx.database.db.transaction(async (tx) => {
        const customer = await repo.customer(tx, customerId);
        if (!customer?.isActive || customer.licenseType === RESTRICTED_LICENSE_TYPE) return 0;
        const now = ctx.clock.now();
        await repo.prune(tx, customerId, new Date(now.getTime() - 2 * ALERT_LOOKBACK_MS));
        const incidents = await repo.claimUnannounced(
          tx,
          customerId,
          new Date(now.getTime() - ALERT_LOOKBACK_MS),
          now,
          LISTED_INCIDENTS,
        );
        const total = Number(incidents[0]?.total ?? 0);
        if (total === 0) return 0;
        const recipients = await repo.recipients(tx, customerId, customer.tenantId);
        for (const recipient of recipients) {
          await ctx.mailer.send(
            tx,
            incidentAlertMail({
              to: recipient.email,
              firstName: recipient.firstName,
              publicUrl: ctx.config.publicUrl,
              customerId,
              organizationName: customer.organizationName,
              total,
              incidents: incidents.map((i) => ({ ...i, detectionTime: new Date(i.detectionTime) })),
            }),
          );
        }
        return recipients.length;
      });
    },
  };
}
export type AlertsService = ReturnType<typeof alertsService>;

/** Registers the alert job's handler; called once where the features are wired. */
export function registerIncidentAlertJobs(deps: Pick<AppDeps, 'queue'> & { alerts: AlertsService }) {
  deps.queue.handle(JOBS.incidentAlert, async ({ customerId }) => {
    await deps.alerts.sendIncidentAlert(customerId);
  });
}
