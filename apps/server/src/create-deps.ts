import { liveSessions } from './auth/live-sessions.ts';
import { createTokenSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { createQueue } from './jobs/queue.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createBlobStore } from './storage/create-blob-store.ts';

/** Wires the dependencies every feature receives. */
export function createDeps(config: Config, database: Database, clock: Clock = systemClock): AppDeps {
  const queue = createQueue(database.db, clock);
  return {
    config,
    database,
    clock,
    queue,
    blobs: createBlobStore(config.blobStore),
    mailer: createMailer({ db: database.db, queue, clock, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    tokens: createTokenSigner(config.jwtSecret, clock),
    sessions: liveSessions(database.db, clock),
    metrics: createMetrics(database, clock),
  };
}
