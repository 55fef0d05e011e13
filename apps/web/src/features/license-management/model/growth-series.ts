import { GROWTH_SPAN_DRAWN, type GrowthTimespan } from '@baitwatch/contracts/licenses/constants';
import type { GrowthRow } from '@baitwatch/contracts/licenses/deployed-licenses-growth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A growth row's axis label: "2026", "Nov 2026" or "Nov 20". */
export function periodLabel(row: Pick<GrowthRow, 'yR' | 'mNTH' | 'dY'>): string {
  const month = row.mNTH === null ? '' : (MONTHS[row.mNTH - 1] ?? '');
  if (row.dY !== null) return `${month} ${row.dY}`;
  if (row.mNTH !== null) return `${month} ${row.yR}`;
  return String(row.yR);
}

/** The points a tab draws: the newest 5 of the 12 months, all 5 years, all 30 days. */
export function growthPoints(rows: readonly GrowthRow[], timespan: GrowthTimespan) {
  return rows.slice(-GROWTH_SPAN_DRAWN[timespan]).map((row) => ({
    period: periodLabel(row),
    'Deployed Licenses': row.cNT,
    ...(row.aCTV === undefined ? {} : { 'Active Users': row.aCTV }),
  }));
}
