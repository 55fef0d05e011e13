import {
  SYSLOG_BATCH,
  SYSLOG_RETRY_DELAYS_MS,
  SYSLOG_SENT_KEEP_DAYS,
  SYSLOG_TIMEOUT_MS,
} from '@baitwatch/contracts/syslog/constants';
import type { Db, Tx } from '../../db/client.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { addressGuard } from '../../lib/address-guard.ts';
import type { FeatureContext } from '../context.ts';
import type { PushEnvelope, PushEventHead } from '../push/push-event.ts';
import { type DestinationRow, syslogRepository } from './syslog.repository.ts';
import { syslogConnections } from './syslog-connections.ts';
import { framedMessage } from './syslog-format.ts';

const DAY_MS = 86_400_000;

/** How long after the failure that began a run of failures the next try waits (the schedule's step). */
export function retryDelayAfter(failingForMs: number): number {
  let elapsed = 0;
  for (const delay of SYSLOG_RETRY_DELAYS_MS) {
    elapsed += delay;
    if (failingForMs < elapsed) return delay;
  }
  return SYSLOG_RETRY_DELAYS_MS[SYSLOG_RETRY_DELAYS_MS.length - 1] ?? 300_000;
}

/**
 * Syslog to the SIEM (issue 27). An event is written as one message per listening destination inside
 * the transaction of the change it announces, with a job to send it: the buffer is the database, so
 * nothing acknowledged is lost to a crash or a restart. A send locks the destination's row, so one
 * process at a time writes its waiting messages, oldest first, in batches over a kept-open connection,
 * and marks them sent once the connection took them (at least once: a crash between the two sends a
 * batch again). A failed send keeps everything waiting and tries again on a schedule (5 s, 30 s,
 * 2 min, then every 5 min) for as long as it takes; the console shows since when it fails and why.
 */
export function syslogDeliveryService(ctx: FeatureContext) {
  const db = ctx.database.db;
  const repo = syslogRepository(db);
  const guard = addressGuard(ctx.config.webhookAllowedRanges);
  const connections = syslogConnections(guard, SYSLOG_TIMEOUT_MS);
  const origin = { hostname: new URL(ctx.config.publicUrl).hostname };

  async function queueSend(tx: Db | Tx, destinationId: string) {
    await ctx.queue.enqueue(tx, JOBS.drainSyslog, { destinationId });
  }

  /** Sent messages are pruned once a day, at midnight UTC, by a job the day's first message queues. */
  async function schedulePrune(tx: Db | Tx) {
    const now = ctx.clock.now().getTime();
    const midnight = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    const day = new Date(midnight).toISOString().slice(0, 10);
    await ctx.queue.enqueue(tx, JOBS.pruneSyslog, {}, { delayMs: midnight - now, dedupeKey: day });
  }

  async function failed(tx: Tx, destination: DestinationRow, reason: string) {
    const at = ctx.clock.now();
    const since = destination.failingSince ?? at;
    const delay = retryDelayAfter(at.getTime() - since.getTime());
    const nextTryAt = new Date(at.getTime() + delay);
    await repo.updateDestination(tx, destination.id, { failingSince: since, lastError: reason, nextTryAt });
    // Keyed by when it is due: a retry job that fails again (still running, so not done) queues the next.
    await ctx.queue.enqueue(
      tx,
      JOBS.retrySyslog,
      { destinationId: destination.id },
      { delayMs: delay, dedupeKey: `${destination.id}@${nextTryAt.toISOString()}` },
    );
  }

  /**
   * Sends one batch of the destination's waiting messages; answers whether more may wait. A new
   * message's job leaves a failing destination alone until its retry is due (the retry job sends).
   */
  async function sendBatch(destinationId: string, retry: boolean): Promise<boolean> {
    return db.transaction(async (tx) => {
      const destination = await repo.lockDestination(tx, destinationId);
      if (!destination?.enabled) return false;
      const now = ctx.clock.now();
      if (!retry && destination.nextTryAt && destination.nextTryAt > now) return false;
      const batch = await repo.waiting(tx, destinationId, SYSLOG_BATCH);
      if (batch.length === 0) return false;
      const lines = batch.map((m) => framedMessage(destination.format, m.payload, origin));
      try {
        await connections.send(destinationId, destination, lines);
      } catch (error) {
        await failed(tx, destination, (error as Error).message);
        return false;
      }
      const sentAt = ctx.clock.now();
      await repo.markSent(
        tx,
        batch.map((m) => m.id),
        sentAt,
      );
      await repo.updateDestination(tx, destinationId, {
        lastSentAt: sentAt,
        failingSince: null,
        lastError: null,
        nextTryAt: null,
      });
      return batch.length === SYSLOG_BATCH;
    });
  }

  async function send(destinationId: string, retry: boolean) {
    for (
      let more = await sendBatch(destinationId, retry);
      more;
      more = await sendBatch(destinationId, retry)
    ) {}
  }

  return {
    guard,

    /** The enabled destinations that hear of this event (push-events.service.ts asks every channel). */
    listeners: (tx: Db | Tx, event: PushEventHead) => repo.listeners(tx, event.place, event.type, event.at),

    /** A message for each listening destination (once per source), and the job that sends it. */
    async queue(
      tx: Db | Tx,
      listeners: readonly { id: string }[],
      event: PushEventHead<string>,
      payload: PushEnvelope,
    ): Promise<number> {
      if (listeners.length === 0) return 0;
      const created = ctx.clock.now();
      const written = await repo.insertMessages(
        tx,
        listeners.map((l) => ({
          destinationId: l.id,
          eventType: event.type,
          sourceKey: event.sourceKey,
          payload,
          created,
        })),
      );
      for (const { destinationId } of written) await queueSend(tx, destinationId);
      if (written.length > 0) await schedulePrune(tx);
      return written.length;
    },

    /** Sends what waits for a destination now (re-enabled, or its settings changed). */
    queueSend,

    /** The job handlers: a new message's send, a failing destination's retry. */
    send,

    /** Drops sent messages older than the buffer keeps them. */
    async prune(): Promise<void> {
      await repo.prune(new Date(ctx.clock.now().getTime() - SYSLOG_SENT_KEEP_DAYS * DAY_MS));
    },

    /** Closes this process's connection to a destination (removed, or its settings changed). */
    disconnect: (destinationId: string) => connections.close(destinationId),
    close: () => connections.close(),
  };
}

export type SyslogDeliveryService = ReturnType<typeof syslogDeliveryService>;

/** Registers the sending jobs' handlers; called once where the features are wired. */
export function registerSyslogJobs(
  deps: Pick<FeatureContext, 'queue'> & { syslogDelivery: SyslogDeliveryService },
) {
  deps.queue.handle(JOBS.drainSyslog, ({ destinationId }) => deps.syslogDelivery.send(destinationId, false));
  deps.queue.handle(JOBS.retrySyslog, ({ destinationId }) => deps.syslogDelivery.send(destinationId, true));
  deps.queue.handle(JOBS.pruneSyslog, () => deps.syslogDelivery.prune());
}
