import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN hears: each notification's payload, and when it may have missed some. */
export interface NotificationHandlers {
  message(payload: string): void;
  /**
   * The connection was lost and listens again: notifications sent meanwhile are gone (PostgreSQL
   * keeps none for a listener that is not there).
   */
  gap(): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/** The wait before listening again after a lost connection, growing to this at most. */
const MAX_RELISTEN_MS = 5_000;

/** Channel names are identifiers: ours are fixed lower-case words, never input. */
const quoted = (channel: string) => {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return `"${channel}"`;
};

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements): PostgreSQL
 * delivers every process's NOTIFY to each listener in commit order. A lost connection (a restart, a
 * failover) is opened again with a growing wait, and the handlers are told of the gap.
 */
export function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers) {
  let client: pg.Client | null = null;
  let stopped = false;
  let wait = 100;
  let timer: NodeJS.Timeout | undefined;

  async function connect(afterLoss: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    next.on('error', () => relisten(next));
    next.on('end', () => relisten(next));
    try {
      await next.connect();
      await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!afterLoss) throw error;
      relisten(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    wait = 100;
    if (afterLoss) handlers.gap();
  }

  function relisten(lost: pg.Client) {
    if (stopped || (client !== null && client !== lost) || timer) return;
    client = null;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, wait);
    wait = Math.min(wait * 2, MAX_RELISTEN_MS);
  }

  return {
    start: () => connect(false),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** LISTEN on the embedded database: its notifications stay inside this process, and it is never lost. */
export async function listenOnPglite(
  database: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await database.listen(channel, handlers.message);
  return unlisten;
}
