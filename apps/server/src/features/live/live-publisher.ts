import { randomUUID } from 'node:crypto';
import type { LiveIncidents, LiveStatus } from '@baitwatch/contracts/live/live-messages';
import { LIVE_CHANNEL, type LiveKind, type LiveNotification } from './live-notification.ts';

/**
 * How long changes wait to be sent together. Ingestion stores many small calls a second (decision
 * 0062): one NOTIFY per organization per tick instead of one per call, well inside the 2 s in which a
 * new incident must be on screen.
 */
const COALESCE_MS = 50;
/** Events per NOTIFY: PostgreSQL refuses a payload of 8,000 bytes or more; an event takes under 100. */
const EVENTS_PER_NOTIFICATION = 60;

type Place = { customerId: number; tenantId: number };
type Pending = { kind: LiveKind; place: Place; events: (LiveIncidents | LiveStatus)['events'] };

/**
 * Gathers what changed and sends it as NOTIFYs, after the change committed (a rolled-back change is
 * never announced). Best effort: a NOTIFY that fails (the database away) is dropped, and the console
 * shows that change at its next fetch; nothing the product keeps depends on it.
 */
export function livePublisher(notify: (channel: string, payload: string) => Promise<void>) {
  const bootId = randomUUID().slice(0, 8);
  let counter = 0;
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;

  function notificationsOf(batch: Pending): LiveNotification[] {
    const out: LiveNotification[] = [];
    for (let start = 0; start < batch.events.length; start += EVENTS_PER_NOTIFICATION) {
      const message = {
        customerId: batch.place.customerId,
        events: batch.events.slice(start, start + EVENTS_PER_NOTIFICATION),
      };
      counter += 1;
      out.push({
        id: `${bootId}-${counter}`,
        kind: batch.kind,
        tenantId: batch.place.tenantId,
        message,
      } as LiveNotification);
    }
    return out;
  }

  async function flush() {
    timer = undefined;
    const batches = [...pending.values()];
    pending = new Map();
    for (const notification of batches.flatMap(notificationsOf))
      await notify(LIVE_CHANNEL, JSON.stringify(notification)).catch(() => {});
  }

  function add(kind: LiveKind, place: Place, events: Pending['events']) {
    if (events.length === 0) return;
    const key = `${kind}:${place.customerId}`;
    const batch = pending.get(key);
    if (batch) batch.events = [...batch.events, ...events] as Pending['events'];
    else pending.set(key, { kind, place, events });
    timer ??= setTimeout(() => void flush(), COALESCE_MS);
  }

  return {
    incidents: (place: Place, events: LiveIncidents['events']) => add('incidents', place, events),
    status: (place: Place, events: LiveStatus['events']) => add('status', place, events),
    /** Sends what waits now (an app closing). */
    flush: async () => {
      clearTimeout(timer);
      await flush();
    },
  };
}

export type LivePublisher = ReturnType<typeof livePublisher>;
