import { describe, expect, it } from 'vitest';
import { bucketCuts, type ChartPlan, chartPlan, type Span } from './chart-periods.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

/** The next period start after `from` (the plan's ranges hold period starts). */
const next = (span: Span, from: number) => {
  if (span === 'month') {
    const d = new Date(from);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return from + { hour: HOUR, day: DAY, week: 7 * DAY }[span];
};

const aligned = (span: Span, t: number) => {
  const d = new Date(t);
  const midnight = d.getUTCHours() === 0 && t % HOUR === 0;
  if (span === 'hour') return t % HOUR === 0;
  if (span === 'day') return midnight;
  if (span === 'week') return midnight && d.getUTCDay() === 1;
  return midnight && d.getUTCDate() === 1;
};

/**
 * What is wrong with a plan: every whole period and leftover range as [from, to) pieces of time must
 * tile [start, end + 1 ms) in order, whole periods aligned, ending by `end`, clear of every cut by 1 ms.
 */
function faults(plan: ChartPlan, start: number, end: number, cuts: number[]): string[] {
  const found: string[] = [];
  const all: { from: number; to: number; span?: Span }[] = plan.events.map((r) => ({ ...r }));
  for (const { span, ranges } of plan.periods)
    for (const r of ranges) {
      if (!aligned(span, r.from) || !aligned(span, r.to)) found.push(`${span} not aligned: ${r.from}`);
      for (let p = r.from; p < r.to; p = next(span, p)) all.push({ from: p, to: next(span, p), span });
    }
  all.sort((a, b) => a.from - b.from);
  if (all[0]?.from !== start || all.at(-1)?.to !== end + 1) found.push('not the whole window');
  all.forEach((piece, k) => {
    if (k > 0 && piece.from !== all[k - 1]?.to) found.push(`gap or overlap at ${piece.from}`);
    if (!piece.span) return;
    if (piece.to > end) found.push(`${piece.span} past the end: ${piece.from}`);
    if (cuts.some((cut) => piece.to > cut - 1 && piece.from < cut + 1)) found.push(`cut in ${piece.from}`);
  });
  return found;
}

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('chartPlan', () => {
  it('covers [start, end] exactly once, whole periods inside the window and clear of every cut', () => {
    const rand = random(7);
    const base = at('2026-01-01T00:00:00Z');
    for (let i = 0; i < 400; i++) {
      const a = base + Math.floor(rand() * 400 * DAY);
      const b =
        rand() < 0.2
          ? Math.floor(a / DAY) * DAY + DAY * Math.floor(rand() * 40)
          : a + Math.floor(rand() * 120 * DAY);
      const [start, end] = a <= b ? [a, b] : [b, a];
      const count = 1 + Math.floor(rand() * 60);
      const width = Math.max((end - start) / count / 1000, 0.001);
      const cuts = bucketCuts(start, end, count, width);
      const plan = chartPlan(['month', 'week', 'day', 'hour'], start, end, cuts);
      expect(faults(plan, start, end, cuts), `${start} ${end} ${count}`).toEqual([]);
    }
  });

  it('answers a 30-day window ending mid-day from a few periods and two partial days of events', () => {
    const end = at('2026-11-20T12:34:56.789Z');
    const plan = chartPlan(['month', 'week', 'day'], end - 30 * DAY, end);
    expect(plan.periods).toEqual([
      { span: 'week', ranges: [{ from: at('2026-10-26T00:00:00Z'), to: at('2026-11-16T00:00:00Z') }] },
      {
        span: 'day',
        ranges: [
          { from: at('2026-10-22T00:00:00Z'), to: at('2026-10-26T00:00:00Z') },
          { from: at('2026-11-16T00:00:00Z'), to: at('2026-11-20T00:00:00Z') },
        ],
      },
    ]);
    expect(plan.events).toEqual([
      { from: end - 30 * DAY, to: at('2026-10-22T00:00:00Z') },
      { from: at('2026-11-20T00:00:00Z'), to: end + 1 },
    ]);
  });

  it('reads a window shorter than any period, or cut finer than a millisecond, from the events alone', () => {
    const start = at('2026-11-20T10:15:00Z');
    expect(chartPlan(['day', 'hour'], start, start + 30 * 60_000)).toEqual({
      periods: [],
      events: [{ from: start, to: start + 30 * 60_000 + 1 }],
    });
    const cuts = bucketCuts(start, start + 10, 60, 0.001);
    expect(cuts).toHaveLength(9);
    expect(chartPlan(['hour'], start, start + 10, cuts).events).toEqual([{ from: start, to: start + 11 }]);
  });
});
