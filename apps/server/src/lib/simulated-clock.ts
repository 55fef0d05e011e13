import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from './clock.ts';

/**
 * A clock whose "now" is the simulated time of the request being served, so an in-process fleet can
 * replay a year of registrations and heartbeats concurrently, each stamped with its own time. Outside
 * a simulated request it is the base clock.
 */
export function simulatedClock(base: Clock) {
  const current = new AsyncLocalStorage<Date>();
  return {
    now: () => current.getStore() ?? base.now(),
    // Awaited inside the context: Fastify's inject answers a lazy thenable that dispatches when awaited.
    runAt: <T>(at: Date | undefined, call: () => Promise<T>): Promise<T> =>
      at ? current.run(at, async () => await call()) : call(),
  };
}
