import type { LiveSessions } from './auth/live-sessions.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Queue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** Everything a feature factory may receive. Tests build it with a fresh database and a fixed clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  blobs: BlobStore;
  mailer: Mailer;
  queue: Queue;
  tokens: TokenSigner;
  /** Which console sessions are still live; one per process, shared by the session hook and the writers. */
  sessions: LiveSessions;
  /** The process's Prometheus metrics (served at /metrics behind METRICS_TOKEN). */
  metrics: Metrics;
}
