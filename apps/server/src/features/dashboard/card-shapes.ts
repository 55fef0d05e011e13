import type { DashboardBreakdown, DashboardSeries } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { FalsePositiveRatesResponse } from '@baitwatch/contracts/dashboard/false-positive-rates';
import { VERIFY_LEGENDS } from '@baitwatch/contracts/dashboard/verify-events';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { EVENT_STATUS_LABELS, EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { dashboardCardsRepository } from './dashboard-cards.repository.ts';

// The cards' figures from the aggregates' rows: pure, so that the service only reads and shapes.

type Repository = ReturnType<typeof dashboardCardsRepository>;
type RowsOf<K extends keyof Repository> = Awaited<ReturnType<Repository[K]>>;

const DAY_MS = 86_400_000;

/** The UTC days of a window of `days` days ending today, oldest first (YYYY-MM-DD). */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The UTC days of [from, to) (YYYY-MM-DD each), oldest first: a report's window (decision 0074). */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
  return Array.from({ length: Math.max(count, 0) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

// The stacked bars' legends in a fixed order, so each status keeps its place and colour.
const LEGEND_ORDER: readonly string[] = [
  EVENT_STATUS_LABELS.aiSuspicious,
  EVENT_STATUS_LABELS.verifiedPhish,
  EVENT_STATUS_LABELS.reportedPhish,
  EVENT_STATUS_LABELS.productVerified,
  EVENT_STATUS_LABELS.googleFormPassword,
  EVENT_STATUS_LABELS.unknown,
  EVENT_STATUS_LABELS.legit,
];

/** Counts per day and legend as a dashboard series; legends with nothing in the window are left out. */
export function toSeries(
  xaxis: string[],
  rows: { day: string; legend: string; count: number }[],
): DashboardSeries {
  const index = new Map(xaxis.map((day, i) => [day, i]));
  const byLegend = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined || row.count === 0) continue;
    const counts = byLegend.get(row.legend) ?? xaxis.map(() => 0);
    counts[i] = (counts[i] ?? 0) + row.count;
    byLegend.set(row.legend, counts);
  }
  const order = (legend: string) => {
    const at = LEGEND_ORDER.indexOf(legend);
    return at < 0 ? LEGEND_ORDER.length : at;
  };
  const series = [...byLegend.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([legend, count]) => ({ legend, values: { count } }));
  const total = series.reduce((n, s) => n + s.values.count.reduce((m, c) => m + c, 0), 0);
  return { xaxis, series, total };
}

export const breakdown = (
  records: { legend: string; count: number }[],
  total?: number,
): DashboardBreakdown => ({
  records: records.map((r) => ({ legend: r.legend, values: { count: r.count } })),
  total: total ?? records.reduce((n, r) => n + r.count, 0),
});

/** Detection accuracy: the triaged and false positives in all, by brand and by signal, the worst first. */
export function falsePositiveRatesOf(rows: RowsOf<'falsePositiveRates'>): FalsePositiveRatesResponse {
  const rates = (kind: 'brand' | 'signal') =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        legend: r.legend,
        triaged: Number(r.triaged),
        falsePositives: Number(r.false_positives),
      }))
      // The worst first: most false positives, then the highest rate.
      .sort(
        (a, b) =>
          b.falsePositives - a.falsePositives || b.triaged - a.triaged || a.legend.localeCompare(b.legend),
      );
  const total = rows.find((r) => r.kind === 'total');
  return {
    triaged: Number(total?.triaged ?? 0),
    falsePositives: Number(total?.false_positives ?? 0),
    byBrand: rates('brand'),
    bySignal: rates('signal'),
  };
}

/** Verified vs Unverified: the feed's kinds of event, verified when triaged or the product's own. */
export function verifiedTally(rows: RowsOf<'eventDays'>): DashboardBreakdown {
  let verified = 0;
  let unverified = 0;
  for (const r of rows) {
    const type = Number(r.type);
    if (!DEFAULT_FEED_TYPES.includes(type)) continue;
    if (r.triaged || type === EVENT_TYPES.productVerified) verified += Number(r.count);
    else unverified += Number(r.count);
  }
  return breakdown([
    { legend: VERIFY_LEGENDS.verified, count: verified },
    { legend: VERIFY_LEGENDS.unverified, count: unverified },
  ]);
}
