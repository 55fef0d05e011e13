import type { DashboardBreakdown, DashboardSeries } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { EVENT_STATUS_LABELS } from '@baitwatch/contracts/events/event-types';

/** A day of the x-axis (YYYY-MM-DD, UTC) as the cards print it: "Nov 20". */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A series as chart rows: one per day, a key per legend. */
export function seriesRows(data: DashboardSeries): Record<string, string | number>[] {
  return data.xaxis.map((day, i) => {
    const row: Record<string, string | number> = { day: dayLabel(day) };
    for (const s of data.series) row[s.legend] = s.values.count[i] ?? 0;
    return row;
  });
}

/** Each legend's sum over the window, in the series' order. */
export function seriesTotals(data: DashboardSeries): { legend: string; count: number }[] {
  return data.series.map((s) => ({ legend: s.legend, count: s.values.count.reduce((n, c) => n + c, 0) }));
}

/** Whole-number percentages of a breakdown (as the license charts' doughnut, spec doc 1 §2). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

// Colours that read on light and dark surfaces; a status keeps its colour on every card.
const STATUS_COLORS: Record<string, string> = {
  [EVENT_STATUS_LABELS.aiSuspicious]: 'orange.6',
  [EVENT_STATUS_LABELS.verifiedPhish]: 'red.7',
  [EVENT_STATUS_LABELS.reportedPhish]: 'grape.6',
  [EVENT_STATUS_LABELS.productVerified]: 'pink.6',
  [EVENT_STATUS_LABELS.googleFormPassword]: 'yellow.6',
  [EVENT_STATUS_LABELS.unknown]: 'gray.6',
  [EVENT_STATUS_LABELS.legit]: 'teal.6',
};
const PALETTE = [
  'blue.6',
  'teal.6',
  'violet.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.6',
  'indigo.6',
  'gray.6',
];

export const statusColor = (legend: string, i: number) =>
  STATUS_COLORS[legend] ?? PALETTE[i % PALETTE.length]!;

/** A breakdown as doughnut slices, each with its colour. */
export function slices(data: DashboardBreakdown, colors: Record<string, string> = {}) {
  return data.records.map((r, i) => ({
    name: r.legend,
    value: r.values.count,
    color: colors[r.legend] ?? PALETTE[i % PALETTE.length]!,
  }));
}
