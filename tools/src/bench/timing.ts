// The timing of the benchmarks: a few warm-up runs, then p50 and p95 of the measured runs.

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

export async function measure(run: () => Promise<unknown>, runs: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** The longest warm-up of one side-by-side measurement, in ms (at least one round runs). */
const WARMUP_BUDGET_MS = 2_000;

/**
 * Times several runners side by side: each round runs every one of them once, in turn, so that what
 * the machine does meanwhile (another process, a collection, the disk) falls on all of them alike and
 * a comparison between them (a call beside its SQL) holds; answers p50 and p95 for each.
 */
export async function measureSideBySide(runners: (() => Promise<unknown>)[], runs: number, warmup: number) {
  // Warm-up readies the code paths and caches; a statement of seconds needs no twenty rounds of it.
  const warmupEnds = performance.now() + WARMUP_BUDGET_MS;
  for (let i = 0; i < warmup && performance.now() < warmupEnds; i++) for (const run of runners) await run();
  const times: number[][] = runners.map(() => []);
  for (let i = 0; i < runs; i++)
    for (const [r, run] of runners.entries()) {
      const start = performance.now();
      await run();
      times[r]?.push(performance.now() - start);
    }
  return times.map((t) => ({ p50: quantile(t, 0.5), p95: quantile(t, 0.95) }));
}

/** Milliseconds, right-aligned in a column of 8. */
export const ms = (v: number) => v.toFixed(2).padStart(8);
