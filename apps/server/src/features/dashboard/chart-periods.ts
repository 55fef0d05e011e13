// How a chart's window splits between its aggregates and its events (decision 0056). The aggregates
// count events per UTC period (month, ISO week, day, hour); a period answers from them only when it
// lies wholly inside the window and wholly inside one bucket, and every instant left over is read from
// the events. Times are epoch milliseconds (the window's bounds have no finer part); ranges are
// half-open [from, to).

export type Span = 'month' | 'week' | 'day' | 'hour';

export interface Range {
  from: number;
  to: number;
}

export interface ChartPlan {
  /** Runs of whole periods of each span: the period starts in [from, to). */
  periods: { span: Span; ranges: Range[] }[];
  /** What no whole period covers, in time order. */
  events: Range[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** ISO weeks start on Monday; the epoch (1970-01-01) was a Thursday. */
const MONDAY = 4 * DAY;
const LENGTH = { hour: HOUR, day: DAY, week: WEEK };

/** The start of the period of `span` that holds t. */
function floorTo(span: Span, t: number): number {
  switch (span) {
    case 'hour':
      return Math.floor(t / HOUR) * HOUR;
    case 'day':
      return Math.floor(t / DAY) * DAY;
    case 'week':
      return Math.floor((t - MONDAY) / WEEK) * WEEK + MONDAY;
    case 'month': {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
  }
}

/** The first period start of `span` at or after t. */
function ceilTo(span: Span, t: number): number {
  const start = floorTo(span, t);
  if (start === t) return t;
  if (span !== 'month') return start + LENGTH[span];
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** A plan being built: whole periods of the coarsest span that fits, the rest by the finer ones, then events. */
function planner(spans: readonly Span[]) {
  const periods = new Map<Span, Range[]>(spans.map((s) => [s, []]));
  const events: Range[] = [];
  const addEvents = (from: number, to: number) => {
    const last = events.at(-1);
    if (last && last.to === from) last.to = to;
    else events.push({ from, to });
  };
  const cover = (from: number, to: number, level: number) => {
    if (from >= to) return;
    const span = spans[level];
    if (!span) return addEvents(from, to);
    const first = ceilTo(span, from);
    const end = floorTo(span, to);
    if (first >= end) return cover(from, to, level + 1);
    periods.get(span)?.push({ from: first, to: end });
    cover(from, first, level + 1);
    cover(end, to, level + 1);
  };
  return {
    cover: (from: number, to: number) => cover(from, to, 0),
    addEvents: (from: number, to: number) => {
      if (from < to) addEvents(from, to);
    },
    plan: (): ChartPlan => ({
      periods: [...periods].filter(([, ranges]) => ranges.length).map(([span, ranges]) => ({ span, ranges })),
      events,
    }),
  };
}

/**
 * The plan for the window [start, end] (end included, as the charts count it) cut at the bucket
 * boundaries `cuts`. The database decides which bucket an event falls in (floating point arithmetic,
 * microseconds), so the instants within a millisecond of a cut are always read from the events; a
 * period clear of every cut is in one bucket, whatever the rounding.
 */
export function chartPlan(spans: readonly Span[], start: number, end: number, cuts: readonly number[] = []) {
  const p = planner(spans);
  let from = start;
  for (const cut of cuts) {
    if (cut <= start || cut >= end) continue;
    const gapFrom = Math.max(from, Math.floor(cut) - 1);
    const gapTo = Math.min(end, Math.ceil(cut) + 1);
    p.cover(from, gapFrom);
    p.addEvents(gapFrom, gapTo);
    from = Math.max(from, gapTo);
  }
  p.cover(from, end);
  // A period ends before `end`; the events at `end` itself (up to its last microsecond) come from the events.
  p.addEvents(end, end + 1);
  return p.plan();
}

/** The inner bucket boundaries of the charts' buckets: start + k x width, width as the SQL computes it. */
export function bucketCuts(start: number, end: number, count: number, widthSeconds: number): number[] {
  return Array.from({ length: count - 1 }, (_, k) => start + (k + 1) * widthSeconds * 1000).filter(
    (cut) => cut < end,
  );
}
