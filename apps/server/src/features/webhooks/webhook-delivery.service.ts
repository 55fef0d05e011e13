import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import {
  MAX_WEBHOOK_DELIVERIES_PER_MINUTE,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@baitwatch/contracts/webhooks/constants';
import type { Db, Tx } from '../../db/client.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { addressGuard } from '../../lib/address-guard.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import type { FeatureContext } from '../context.ts';
import { organizationNameOf } from '../push/push.repository.ts';
import type { PushEnvelope, PushEventHead } from '../push/push-event.ts';
import { sendWebhook, type TryOutcome } from './webhook-sender.ts';
import { signedHeaders } from './webhook-signature.ts';
import { type EndpointRow, webhooksRepository } from './webhooks.repository.ts';

const DAY_MS = 86_400_000;

/** The message id a receiver dedupes by (`webhook-id`): one per delivery, kept by every try and a resend. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId}`;

/**
 * Webhook deliveries (issue 27): an event is written as one delivery per listening endpoint inside
 * the transaction of the change it announces, with its job, so a committed change always has its
 * deliveries queued, and a rolled-back one none. Each try is a job: the body is signed at send time
 * (Standard Webhooks), posted within 10 s through the address guard, and recorded; a failed try is
 * tried again on the Standard Webhooks schedule (8 tries over about 27.6 hours), in its own job so a
 * crashed process only delays it (the queue runs a job whose lock expired again: at least once).
 * An endpoint whose tries have all failed for 24 hours is disabled and its admins are mailed.
 */
export function webhookDeliveryService(ctx: FeatureContext) {
  const repo = webhooksRepository(ctx.database.db);
  const sealer = secretSealer(ctx.config.jwtSecret, 'webhook-secret');
  const guard = addressGuard(ctx.config.webhookAllowedRanges);

  const sealedSecret = (secret: string) => sealer.seal(secret);

  async function queueTry(tx: Db | Tx, deliveryId: string, round: number, delayMs = 0) {
    await ctx.queue.enqueue(tx, JOBS.deliverWebhook, { deliveryId, round }, { delayMs });
  }

  /**
   * How long an organization's new deliveries wait: none under MAX_WEBHOOK_DELIVERIES_PER_MINUTE in
   * the last minute, then a minute more for each minute's worth already started.
   */
  async function throttle(tx: Db | Tx, customerId: number, now: Date): Promise<number> {
    const cap = MAX_WEBHOOK_DELIVERIES_PER_MINUTE;
    const recent = await repo.deliveriesSince(tx, customerId, new Date(now.getTime() - 60_000), cap * 60);
    return Math.floor(recent / cap) * 60_000;
  }

  /** The log is pruned once a day, at midnight UTC, by a job the day's first delivery queues. */
  async function schedulePrune(tx: Db | Tx) {
    const now = ctx.clock.now().getTime();
    const midnight = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
    const day = new Date(midnight).toISOString().slice(0, 10);
    await ctx.queue.enqueue(tx, JOBS.pruneWebhookLog, {}, { delayMs: midnight - now, dedupeKey: day });
  }

  /** The secrets that sign now: the current one, and the previous one within its overlap. */
  function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
    const current = sealer.open(endpoint.secretSealed);
    const previous =
      endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
        ? sealer.open(endpoint.previousSecretSealed)
        : null;
    return [current, previous].filter((s): s is string => s !== null);
  }

  async function disable(tx: Tx, endpoint: EndpointRow, since: Date) {
    const reason = `Every delivery failed for 24 hours (since ${since.toISOString()})`;
    await repo.updateEndpoint(tx, endpoint.id, { enabled: false, disabledReason: reason });
    const place = endpoint.customerId
      ? await organizationNameOf(tx, endpoint.customerId)
      : endpoint.tenantId
        ? 'your Global View'
        : 'every organization';
    for (const admin of await repo.adminsOf(tx, endpoint)) {
      await ctx.mailer.send(tx, {
        to: admin.email,
        subject: `${PRODUCT_NAME}: a webhook endpoint was disabled`,
        text: [
          `Hello ${admin.firstName},`,
          '',
          `${PRODUCT_NAME} disabled the webhook endpoint ${endpoint.url} (${place}):`,
          `every delivery to it has failed since ${since.toUTCString()}.`,
          '',
          'Its deliveries are kept in the delivery log for 30 days. Mend the endpoint, enable it again',
          'on the SOC Integration page, and resend what it missed.',
        ].join('\n'),
      });
    }
  }

  /** Records a try and decides what follows: done, another try later, or given up. */
  async function settle(
    deliveryId: string,
    round: number,
    endpoint: EndpointRow,
    attempts: number,
    outcome: TryOutcome,
  ) {
    const at = ctx.clock.now();
    const ok = outcome.error === null;
    await ctx.database.db.transaction(async (tx) => {
      await repo.recordTry(tx, deliveryId, { at, ...outcome });
      if (ok) {
        await repo.setDeliveryState(
          tx,
          deliveryId,
          { status: 'delivered', attempts, nextAttemptAt: null },
          round,
        );
        await repo.endpointSucceeded(tx, endpoint.id);
        return;
      }
      const since = await repo.endpointFailed(tx, endpoint.id, at);
      const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
      if (at.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
        await disable(tx, endpoint, since);
        await repo.setDeliveryState(
          tx,
          deliveryId,
          { status: 'failed', attempts, nextAttemptAt: null },
          round,
        );
      } else if (delay === undefined) {
        await repo.setDeliveryState(
          tx,
          deliveryId,
          { status: 'failed', attempts, nextAttemptAt: null },
          round,
        );
      } else {
        const next = new Date(at.getTime() + delay);
        await repo.setDeliveryState(tx, deliveryId, { attempts, nextAttemptAt: next }, round);
        await queueTry(tx, deliveryId, round, delay);
      }
    });
  }

  /** One try of a delivery (the job's handler). A job of an older round, or of a settled delivery, does nothing. */
  async function tryDelivery(deliveryId: string, round: number): Promise<void> {
    const found = await repo.deliveryToSend(deliveryId);
    if (!found || found.delivery.round !== round || found.delivery.status !== 'pending') return;
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await repo.setDeliveryState(ctx.database.db, deliveryId, { status: 'failed', nextAttemptAt: null });
      return;
    }
    const now = ctx.clock.now();
    const body = JSON.stringify(delivery.payload);
    const secrets = signingSecrets(endpoint, now);
    const outcome: TryOutcome =
      secrets.length === 0
        ? {
            statusCode: null,
            durationMs: 0,
            error: 'The signing secret cannot be read (the server secret changed): rotate it',
          }
        : await sendWebhook(
            { url: endpoint.url, body, headers: signedHeaders(messageIdOf(delivery.id), now, body, secrets) },
            guard,
            WEBHOOK_TIMEOUT_MS,
          );
    await settle(deliveryId, round, endpoint, delivery.attempts + 1, outcome);
  }

  return {
    sealedSecret,
    guard,
    tryDelivery,

    /** Drops what the delivery log no longer shows (older than 30 days). */
    async prune(): Promise<void> {
      await repo.prune(new Date(ctx.clock.now().getTime() - WEBHOOK_LOG_DAYS * DAY_MS));
    },

    /** The enabled endpoints that hear of this event (push-events.service.ts asks every channel). */
    listeners: (tx: Db | Tx, event: PushEventHead) => repo.listeners(tx, event.place, event.type, event.at),

    /**
     * A delivery to each listening endpoint (once per source and endpoint) and its first try's job, in
     * the caller's transaction. Answers how many were queued.
     */
    async queue(
      tx: Db | Tx,
      listeners: readonly { id: string }[],
      event: PushEventHead,
      payload: PushEnvelope,
    ): Promise<number> {
      if (listeners.length === 0) return 0;
      const now = ctx.clock.now();
      const queued = await repo.insertDeliveries(
        tx,
        listeners.map((l) => ({
          endpointId: l.id,
          customerId: event.place?.customerId ?? null,
          created: now,
          eventType: event.type,
          sourceKey: event.sourceKey,
          payload,
        })),
      );
      const delayMs = event.place && queued.length > 0 ? await throttle(tx, event.place.customerId, now) : 0;
      for (const { id } of queued) await queueTry(tx, id, 1, delayMs);
      await schedulePrune(tx);
      return queued.length;
    },

    /** A delivery to one endpoint only ("Send test event"), queued now. */
    async queueOne(
      tx: Tx,
      endpointId: string,
      type: string,
      sourceKey: string,
      data: object,
    ): Promise<string> {
      const payload = { type, timestamp: ctx.clock.now().toISOString(), data };
      const [queued] = await repo.insertDeliveries(tx, [
        { endpointId, customerId: null, created: ctx.clock.now(), eventType: type, sourceKey, payload },
      ]);
      if (!queued) throw new Error('The test delivery was not stored');
      await queueTry(tx, queued.id, 1);
      return queued.id;
    },

    /** Sends a logged delivery again as a new round of tries, with the same message id. */
    async resend(tx: Tx, deliveryId: string, round: number): Promise<void> {
      await repo.setDeliveryState(tx, deliveryId, {
        status: 'pending',
        attempts: 0,
        round: round + 1,
        nextAttemptAt: ctx.clock.now(),
      });
      await queueTry(tx, deliveryId, round + 1);
    },
  };
}

export type WebhookDeliveryService = ReturnType<typeof webhookDeliveryService>;

/** Registers the delivery jobs' handlers; called once where the features are wired. */
export function registerWebhookJobs(
  deps: Pick<FeatureContext, 'queue'> & { webhookDelivery: WebhookDeliveryService },
) {
  deps.queue.handle(JOBS.deliverWebhook, ({ deliveryId, round }) =>
    deps.webhookDelivery.tryDelivery(deliveryId, round),
  );
  deps.queue.handle(JOBS.pruneWebhookLog, () => deps.webhookDelivery.prune());
}
