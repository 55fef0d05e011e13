import { isApiPath } from '@baitwatch/contracts/common/api-surfaces';
import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PoolUse } from '../db/client.ts';
import { AppError, OVERLOADED_RETRY_AFTER_SECONDS, overloaded } from './errors.ts';

// Under more load than the process can serve, it says so at once (503 with Retry-After, in the usual
// error shape) instead of letting requests queue until they time out: a client that is told to come
// back later costs nothing, one that waits holds a socket, memory and, worst, a database connection.
// Two levels: the whole process sheds when its event loop lags (every request would be late), and each
// machine-facing surface (extensions, the SOC API, TAXII) sheds its own traffic first when too many of
// its requests are in flight or the database pool has a queue, so people at the console keep working.

/**
 * The process sheds every request while its event loop lags this much (ms): all of them would be late.
 * Two seconds, not one: the demo's seeding and a cold start block the loop for a second now and then,
 * and a console that answers 503 then would be wrong. (`SHED_LOOP_LAG_MS` sets it: the API tests,
 * which share two cores with parallel test files, turn it off with 0, so a busy machine does not fail them.)
 */
const EVENT_LOOP_DELAY_MAX_MS = 2_000;
/**
 * What the process sheds: the APIs' calls, which do the work. The console's page and bundles are files
 * sent from disk (a broken page would help nobody), and liveness is never shed: a lagging process is
 * alive, and a probe that failed would restart it.
 */
export async function shedWhenTheProcessLags(
  app: FastifyInstance,
  onShed: (surface: string) => void,
  maxEventLoopDelay = EVENT_LOOP_DELAY_MAX_MS,
) {
  await app.register(underPressure, {
    maxEventLoopDelay,
    retryAfter: OVERLOADED_RETRY_AFTER_SECONDS,
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      // Not sending anything lets the request be handled as usual.
      if (!isApiPath(request.url)) return;
      onShed('process');
      overloaded(reply);
    },
  });
}

export interface SurfaceLimits {
  /** Requests of this surface in flight at once; the next is shed. */
  maxInFlight: number;
  /** Requests already waiting for a database connection beyond which this surface's new ones are shed. */
  maxPoolWaiting: number;
}

/**
 * The machine-facing surfaces and their limits. Extensions are many and retry on their own; the SOC
 * API and TAXII are few clients with heavy reads. A pool of 10 connections serves about 10 queries at
 * once, and one call may queue several queries at once (a registration four): a burst queues dozens for
 * a moment (the demo fleet registers 16 at a time, about 50 queued), but hundreds mean that each new
 * call would wait seconds.
 */
export const MACHINE_SURFACES = {
  extension: { maxInFlight: 64, maxPoolWaiting: 200 },
  soc: { maxInFlight: 16, maxPoolWaiting: 100 },
  taxii: { maxInFlight: 16, maxPoolWaiting: 100 },
} satisfies Record<string, SurfaceLimits>;

/**
 * Sheds a surface's requests before any work (a hook on request, before the body is read) while too
 * many of its own are in flight or the database pool has a queue: a shed costs a counter and a reply.
 */
export function shedSurfaceWhenBusy(
  scope: FastifyInstance,
  surface: keyof typeof MACHINE_SURFACES,
  deps: { poolUse?: (() => PoolUse) | undefined; onShed: (surface: string) => void },
) {
  const limits: SurfaceLimits = MACHINE_SURFACES[surface];
  const { poolUse, onShed } = deps;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  scope.addHook('onRequest', async (request, reply) => {
    const waiting = poolUse?.().waiting ?? 0;
    if (inFlight >= limits.maxInFlight || waiting > limits.maxPoolWaiting) {
      onShed(surface);
      // Through the surface's own error handler, so TAXII answers in its error shape.
      reply.header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS));
      throw new AppError(503, ERROR_CODES.overloaded, MESSAGES.overloaded);
    }
    inFlight++;
    counted.add(request);
  });
  scope.addHook('onResponse', async (request) => done(request));
  scope.addHook('onRequestAbort', async (request) => done(request));
}
