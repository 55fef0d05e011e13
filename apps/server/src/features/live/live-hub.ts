import type { LiveNotification } from './live-notification.ts';

/** What a stream is told: a notification it may hear, that it must refetch, or where it stands. */
export type LiveDelivery =
  | { kind: 'notification'; notification: LiveNotification }
  | { kind: 'resync' }
  | { kind: 'position'; id: string };

export interface LiveSubscriber {
  /** Whether the stream's scope holds the notification's organization (decided by the access policy). */
  hears(notification: LiveNotification): boolean;
  deliver(delivery: LiveDelivery): void;
  /** Ends the stream (the server is closing; the browser reconnects to another process). */
  end(): void;
}

/**
 * The notifications a reconnecting stream can be given again: the last ones heard, for a while. A
 * browser that was away longer (a laptop asleep) is told to refetch instead.
 */
const KEPT_NOTIFICATIONS = 2_000;
const KEPT_MS = 10 * 60_000;

/**
 * This process's side of the live console: the notifications heard on the channel, in the order
 * PostgreSQL delivered them (commit order, the same in every process), handed to each open stream
 * whose scope holds them, and kept a while for streams that reconnect with `Last-Event-ID`.
 */
export function liveHub(now: () => number = Date.now) {
  const subscribers = new Set<LiveSubscriber>();
  let kept: { notification: LiveNotification; at: number }[] = [];

  function forgetOld() {
    const oldest = now() - KEPT_MS;
    const drop = kept.findIndex((entry) => entry.at >= oldest);
    kept = drop === -1 ? [] : kept.slice(Math.max(drop, kept.length - KEPT_NOTIFICATIONS));
  }

  return {
    heard(notification: LiveNotification) {
      kept.push({ notification, at: now() });
      if (kept.length > KEPT_NOTIFICATIONS) forgetOld();
      for (const subscriber of subscribers)
        if (subscriber.hears(notification)) subscriber.deliver({ kind: 'notification', notification });
    },

    /** The listening connection was lost: what was sent meanwhile is unknown to every stream. */
    gap() {
      kept = [];
      for (const subscriber of subscribers) subscriber.deliver({ kind: 'resync' });
    },

    /**
     * Opens a stream: first what it missed since `lastEventId` (or a resync when that id is no longer
     * kept), then every notification its scope holds, until the answer is called.
     */
    subscribe(subscriber: LiveSubscriber, lastEventId: string | null): () => void {
      if (lastEventId !== null) {
        forgetOld();
        const from = kept.findIndex((entry) => entry.notification.id === lastEventId);
        if (from === -1) subscriber.deliver({ kind: 'resync' });
        else
          for (const { notification } of kept.slice(from + 1))
            if (subscriber.hears(notification)) subscriber.deliver({ kind: 'notification', notification });
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Ends every open stream: a closing server would otherwise wait for the browsers to leave. */
    endAll() {
      for (const subscriber of [...subscribers]) subscriber.end();
      subscribers.clear();
    },

    /** The id of the last notification heard, for streams to reconnect from (null before any). */
    position: (): string | null => kept.at(-1)?.notification.id ?? null,
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
