import { WEBHOOK_EVENT_DATA, type WebhookEventType } from '@baitwatch/contracts/webhooks/event-types';
import type { Db, Tx } from '../../db/client.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { FeatureContext } from '../context.ts';
import type { SyslogDeliveryService } from '../syslog/syslog-delivery.service.ts';
import type { WebhookDeliveryService } from '../webhooks/webhook-delivery.service.ts';
import { organizationNameOf } from './push.repository.ts';
import type { PushEnvelope, PushEvent, PushEventHead } from './push-event.ts';
import type { PushPlace } from './push-scope.ts';

/** How long a process remembers whether an organization's events have listeners (mayListen). */
export const LISTENERS_TTL_MS = 10_000;

/** A way events leave the product: webhook endpoints, syslog destinations. */
interface PushChannel {
  listeners(tx: Db | Tx, event: PushEventHead): Promise<readonly { id: string }[]>;
  queue(
    tx: Db | Tx,
    listeners: readonly { id: string }[],
    event: PushEventHead,
    payload: PushEnvelope,
  ): Promise<number>;
}

/**
 * Announces what happened to everyone who listens, on every channel (issue 27): the producers
 * (triage, threat intel, registration, ingestion's follow-up job) call `emit` inside the transaction
 * of the change, so a committed change always has its webhook deliveries and syslog messages queued,
 * and a rolled-back one none. The envelope is built once, the same for every channel.
 */
export function pushEventsService(
  ctx: FeatureContext & { webhookDelivery: WebhookDeliveryService; syslogDelivery: SyslogDeliveryService },
) {
  const channels: PushChannel[] = [ctx.webhookDelivery, ctx.syslogDelivery];
  const listening = ttlCache<string, boolean>(LISTENERS_TTL_MS, 10_000);

  async function listenersOf(tx: Db | Tx, event: PushEventHead) {
    return Promise.all(channels.map((channel) => channel.listeners(tx, event)));
  }

  return {
    /** Queues the event for every listener of every channel; answers how many were queued. */
    async emit<T extends WebhookEventType>(tx: Db | Tx, event: PushEvent<T>): Promise<number> {
      const listeners = await listenersOf(tx, event);
      if (listeners.every((found) => found.length === 0)) return 0;
      const organization = event.place && {
        customerId: event.place.customerId,
        customerName: await organizationNameOf(tx, event.place.customerId),
        tenantId: event.place.tenantId,
      };
      const data = WEBHOOK_EVENT_DATA[event.type].parse({ ...event.data, ...organization }) as object;
      const payload: PushEnvelope = { type: event.type, timestamp: event.at.toISOString(), data };
      let queued = 0;
      for (const [i, channel] of channels.entries())
        queued += await channel.queue(tx, listeners[i] ?? [], event, payload);
      return queued;
    },

    /** Whether anyone listens for this type of event here now (to skip work nobody hears of). */
    async listens(tx: Db | Tx, place: PushPlace, type: WebhookEventType): Promise<boolean> {
      const found = await listenersOf(tx, { type, place, sourceKey: '', at: ctx.clock.now() });
      return found.some((listeners) => listeners.length > 0);
    },

    /**
     * The same for a hot path (ingestion, on every stored incident), remembered for LISTENERS_TTL_MS:
     * a listener added in another process hears of what arrives from at most that long after (this
     * process forgets at once: forgetListeners).
     */
    async mayListen(place: NonNullable<PushPlace>, type: WebhookEventType): Promise<boolean> {
      const key = `${place.customerId}:${type}`;
      const known = listening.get(key);
      if (known !== undefined) return known;
      const answer = await this.listens(ctx.database.db, place, type);
      listening.set(key, answer);
      return answer;
    },

    forgetListeners(): void {
      listening.clear();
    },
  };
}

export type PushEventsService = ReturnType<typeof pushEventsService>;
