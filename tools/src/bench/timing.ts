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

/** Milliseconds, right-aligned in a column of 8. */
export const ms = (v: number) => v.toFixed(2).padStart(8);
