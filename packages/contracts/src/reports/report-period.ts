import { z } from 'zod';

// A report covers one whole UTC month ("2026-10") or one whole ISO week ("2026-W43"), beside the
// period before it. UTC, as every aggregate the dashboard reads is kept per UTC day (decision 0074):
// a period in an organization's own zone would need the events themselves, not the aggregates.

export type ReportPeriodKind = 'month' | 'week';

export interface ReportPeriod {
  kind: ReportPeriodKind;
  /** As written in addresses and file names: 2026-10, 2026-W43. */
  id: string;
  /** Half-open [start, end), UTC midnights. */
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const WEEK = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Monday 00:00 UTC of ISO week 1 of an ISO year: the week holding 4 January. */
function isoWeekOneMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return jan4 - weekday * DAY_MS;
}

export function monthPeriod(year: number, monthIndex: number): ReportPeriod {
  const start = new Date(Date.UTC(year, monthIndex, 1));
  const end = new Date(Date.UTC(year, monthIndex + 1, 1));
  return { kind: 'month', id: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
}

/** The ISO week that starts on this Monday (UTC midnight). */
function weekStarting(monday: number): ReportPeriod {
  // The ISO year is the year of the week's Thursday.
  const year = new Date(monday + 3 * DAY_MS).getUTCFullYear();
  const week = Math.round((monday - isoWeekOneMonday(year)) / (7 * DAY_MS)) + 1;
  return {
    kind: 'week',
    id: `${year}-W${pad(week)}`,
    start: new Date(monday),
    end: new Date(monday + 7 * DAY_MS),
  };
}

/** The period an id names, or null when it names none (a malformed month or week, week 53 of a 52-week year). */
export function parseReportPeriod(id: string): ReportPeriod | null {
  const month = MONTH.exec(id);
  if (month) return monthPeriod(Number(month[1]), Number(month[2]) - 1);
  const week = WEEK.exec(id);
  if (!week) return null;
  const period = weekStarting(isoWeekOneMonday(Number(week[1])) + (Number(week[2]) - 1) * 7 * DAY_MS);
  return period.id === id ? period : null;
}

/** The period just before, of the same kind: what the report compares against. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  if (period.kind === 'week') return weekStarting(period.start.getTime() - 7 * DAY_MS);
  return monthPeriod(period.start.getUTCFullYear(), period.start.getUTCMonth() - 1);
}

/** The newest periods of a kind that have ended by `now`, newest first. */
export function endedPeriods(now: Date, kind: ReportPeriodKind, count: number): ReportPeriod[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  let period =
    kind === 'month'
      ? monthPeriod(now.getUTCFullYear(), now.getUTCMonth() - 1)
      : weekStarting(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS - 7 * DAY_MS);
  const periods: ReportPeriod[] = [];
  for (let i = 0; i < count; i++) {
    periods.push(period);
    period = previousPeriod(period);
  }
  return periods;
}

/** "October 2026", "Week 43 of 2026 (19–25 Oct)": how a period is named on the page and in mail. */
export function periodLabel(period: ReportPeriod): string {
  if (period.kind === 'month')
    return period.start.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (d: Date) => d.toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const [year, week] = period.id.split('-W');
  return `Week ${Number(week)} of ${year} (${day(period.start)} – ${day(new Date(period.end.getTime() - DAY_MS))})`;
}

/** A period as a query parameter: the shape here, whether it has ended on the server. */
export const reportPeriodParam = z.string().refine((id) => parseReportPeriod(id) !== null, {
  message: 'Period should be a month such as 2026-10 or an ISO week such as 2026-W43.',
});
