import { ALERT_EVENT_TYPES } from '@baitwatch/contracts/events/constants';
import type { AppDeps } from '../../deps.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import type { FeatureContext } from '../context.ts';
import { eventReadsRepository } from '../events/read/event-reads.repository.ts';
import { toEventRecord } from '../events/read/event-row.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import { socIncidentOf } from './soc-incident.ts';

/**
 * `incident.created` webhooks and syslog messages. Ingestion queues one job per stored batch with incidents (in the
 * statement that stores them: an acknowledged incident always has its job); the job reads the
 * incidents and announces each, as the SOC API's fetch-incidents answers it, to every endpoint that
 * listens. Its deliveries are keyed by event id, so a job run twice queues nothing twice.
 */
export function incidentWebhooksService(ctx: FeatureContext & { pushEvents: PushEventsService }) {
  const events = eventReadsRepository(ctx.database.db);
  return {
    /** The job ingestion queues with a batch's incidents. */
    job: (customerId: number, eventIds: string[]) =>
      ctx.queue.prepare(JOBS.announceIncidents, { customerId, eventIds }),

    /** Whether an endpoint may hear of the organization's incidents (remembered a few seconds). */
    async heard(customerId: number): Promise<boolean> {
      const organization = await ctx.policy.queuedFor(customerId);
      if (!organization) return false;
      return ctx.pushEvents.mayListen({ customerId, tenantId: organization.tenantId }, 'incident.created');
    },

    async announce(customerId: number, eventIds: readonly string[]): Promise<number> {
      const organization = await ctx.policy.queuedFor(customerId);
      if (!organization) return 0;
      // Most organizations have no endpoint: one query, and the batch's events are never read.
      const place = { customerId, tenantId: organization.tenantId };
      if (!(await ctx.pushEvents.listens(ctx.database.db, place, 'incident.created'))) return 0;
      const rows = await events.eventsOf(organization, eventIds, ALERT_EVENT_TYPES);
      const now = ctx.clock.now();
      let queued = 0;
      for (const row of rows) {
        const record = toEventRecord(row);
        const incident = socIncidentOf(record, { now, publicUrl: ctx.config.publicUrl, names: null });
        queued += await ctx.pushEvents.emit(ctx.database.db, {
          type: 'incident.created',
          place,
          sourceKey: `incident:${record.eventId}`,
          // When it arrived: an endpoint hears of incidents that arrive once it exists.
          at: new Date(row.received),
          data: incident,
        });
      }
      return queued;
    },
  };
}

export type IncidentWebhooksService = ReturnType<typeof incidentWebhooksService>;

/** Registers the announcing job's handler; called once where the features are wired. */
export function registerIncidentWebhookJobs(
  deps: Pick<AppDeps, 'queue'> & { incidentWebhooks: IncidentWebhooksService },
) {
  deps.queue.handle(JOBS.announceIncidents, async ({ customerId, eventIds }) => {
    await deps.incidentWebhooks.announce(customerId, eventIds);
  });
}
