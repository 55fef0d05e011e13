import { GROWTH_SPAN_PERIODS, type GrowthTimespan } from '@baitwatch/contracts/licenses/constants';
import type { Span } from './licenses.repository.ts';

export const SPAN_OF: Record<GrowthTimespan, Span> = { day: 'D', month: 'M', year: 'Y' };

/** A UTC period's start as the database's date text (YYYY-MM-DD). */
const dateText = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The periods a growth tab shows, oldest first, ending with the one `now` is in (UTC): 30 days, 12
 * months or 5 years. Each comes with the fields naming it on the wire (yR, mNTH, dY).
 */
export function growthPeriods(timespan: GrowthTimespan, now: Date) {
  const count = GROWTH_SPAN_PERIODS[timespan];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const start =
      timespan === 'day'
        ? new Date(Date.UTC(y, m, d - back))
        : timespan === 'month'
          ? new Date(Date.UTC(y, m - back, 1))
          : new Date(Date.UTC(y - back, 0, 1));
    return {
      period: dateText(start),
      yR: start.getUTCFullYear(),
      mNTH: timespan === 'year' ? null : start.getUTCMonth() + 1,
      dY: timespan === 'day' ? start.getUTCDate() : null,
    };
  });
}
