import { z } from 'zod';
import { defineCall } from '../common/call.ts';

// The process's own endpoints, for load balancers, orchestrators and scrapers (not under any API).

/** Alive: answers while the process runs, even when it lags (it is never shed). */
export const checkLiveness = defineCall({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/** Ready for traffic: the database answers and the evidence store is not full (503 with Retry-After otherwise). */
export const checkReadiness = defineCall({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  response: null,
});

/** The Prometheus metrics, to a scraper with the metrics token (the route exists only when one is set). */
export const scrapeMetrics = defineCall({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  response: null,
});
