import client from 'prom-client';
import type { Database } from '../db/client.ts';
import { jobsRepository } from '../jobs/jobs.repository.ts';
import type { Clock } from '../lib/clock.ts';

/** What an event report came to: newly stored, a repeat of a stored event id, or refused. */
export type EventOutcome = 'stored' | 'repeated' | 'refused';

/**
 * The process's Prometheus metrics (prom-client), in a registry of its own per app. Request counts and
 * latencies are counted as requests end; queue depth and pool use are read when /metrics is scraped,
 * so they cost nothing between scrapes.
 */
export function createMetrics(database: Database, clock: Clock) {
  const registry = new client.Registry();
  const jobs = jobsRepository(database.db);

  const httpRequests = new client.Counter({
    name: 'baitwatch_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new client.Histogram({
    name: 'baitwatch_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const events = new client.Counter({
    name: 'baitwatch_events_total',
    help: 'Reported extension events: stored, repeated (an event id stored before) or refused.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const shed = new client.Counter({
    name: 'baitwatch_requests_shed_total',
    help: 'Requests answered 503 at once to shed load, by what shed them (process, extension, soc, pool).',
    labelNames: ['surface'] as const,
    registers: [registry],
  });
  const unavailable = new client.Counter({
    name: 'baitwatch_database_unavailable_total',
    help: 'Calls answered 503 because the database was away.',
    registers: [registry],
  });

  // Read at scrape time: one grouped statement over the unfinished jobs (a partial index covers them).
  let depth: ReturnType<typeof jobs.depthByQueue> | null = null;
  const readDepth = () => {
    depth ??= jobs.depthByQueue(clock.now()).finally(() => {
      depth = null;
    });
    return depth;
  };
  type Depth = Awaited<ReturnType<typeof jobs.depthByQueue>>[number];
  const queueGauge = (name: string, help: string, value: (row: Depth) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await readDepth()) this.set({ queue: row.queue }, value(row));
      },
    });
  queueGauge(
    'baitwatch_jobs_pending',
    'Background jobs waiting to run (evidence, mail, alerts), by queue.',
    (row) => row.pending,
  );
  queueGauge(
    'baitwatch_jobs_oldest_pending_age_seconds',
    'Age of the oldest job due to run, by queue (0 when none is due).',
    (row) => row.oldestDueSeconds,
  );
  queueGauge(
    'baitwatch_jobs_failed',
    'Jobs given up after their last try and kept with their error, by queue.',
    (row) => row.failed,
  );
  if (database.poolUse) {
    const poolUse = database.poolUse;
    new client.Gauge({
      name: 'baitwatch_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and calls waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  return {
    registry,
    /** Called once per answered request (an onResponse hook); `route` is the pattern, never the path. */
    request(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status });
      httpDuration.observe({ method, route }, seconds);
    },
    events(outcome: EventOutcome, count: number) {
      if (count > 0) events.inc({ outcome }, count);
    },
    databaseUnavailable() {
      unavailable.inc();
    },
    /** A request shed by overload (answered 503 before any work). */
    shed(surface: string) {
      shed.inc({ surface });
    },
    /** Process metrics (CPU, memory, event loop lag, GC): the server turns them on, tests do not. */
    collectProcessMetrics() {
      client.collectDefaultMetrics({ register: registry, prefix: 'baitwatch_' });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
