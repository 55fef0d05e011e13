/** What one timed phase of the benchmark measured. */
export interface PhaseResult {
  name: string;
  events: number;
  calls: number;
  errors: number;
  seconds: number;
  eventsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  firstError?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * Keeps `concurrency` calls in flight until `seconds` have passed or `maxCalls` were made; each call
 * reports how many events it carried.
 */
export async function runPhase(
  name: string,
  options: { seconds: number; concurrency: number; maxCalls?: number },
  call: (index: number) => Promise<number>,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let events = 0;
  let errors = 0;
  let next = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until && next < (options.maxCalls ?? Number.POSITIVE_INFINITY)) {
      const index = next++;
      const t = performance.now();
      try {
        // Awaited first: `events += await ...` would read the total before the call and lose updates.
        const carried = await call(index);
        events += carried;
        latencies.push(performance.now() - t);
      } catch (error) {
        errors += 1;
        firstError ??= String((error as Error).message ?? error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    events,
    calls: latencies.length,
    errors,
    seconds: Math.round(seconds * 10) / 10,
    eventsPerSecond: Math.round(events / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 0.95) * 10) / 10,
    ...(firstError ? { firstError } : {}),
  };
}
