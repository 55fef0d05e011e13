/** License Management constants (spec doc 1 §9, and ours where marked). */

/** The User License grid: 6 asked for, 5 shown; the sixth only says another page exists. */
export const LICENSE_USERS_PAGE_SIZE = 6;
export const LICENSE_USERS_ROWS_SHOWN = LICENSE_USERS_PAGE_SIZE - 1;
/** The spec's offset rule: offset = (page - 1) x (pageSize - 1). */
export const licenseUsersOffset = (page: number) => (page - 1) * LICENSE_USERS_ROWS_SHOWN;
/** Ours: the most rows one extension-users call answers. */
export const LICENSE_USERS_MAX_PAGE_SIZE = 100;

/** Growth chart spans: how many periods each tab asks for, and how many the chart draws. */
export const GROWTH_TIMESPANS = ['month', 'year', 'day'] as const;
export type GrowthTimespan = (typeof GROWTH_TIMESPANS)[number];
export const GROWTH_SPAN_PERIODS: Record<GrowthTimespan, number> = { month: 12, year: 5, day: 30 };
export const GROWTH_SPAN_DRAWN: Record<GrowthTimespan, number> = { month: 5, year: 5, day: 30 };

/** Ours: a user with no heartbeat for this many days is marked "not seen" and can be filtered. */
export const NOT_SEEN_DAYS = 30;

/** Ours: the most users one CSV export holds. */
export const EXTENSION_USERS_EXPORT_MAX_ROWS = 100_000;

/** The y-axis: above 999 as K, above 999999 as M (spec doc 1 §2). */
export function abbreviateCount(value: number): string {
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (Math.abs(value) > 999_999) return `${trim(value / 1_000_000)}M`;
  if (Math.abs(value) > 999) return `${trim(value / 1_000)}K`;
  return String(value);
}

/** Whole-number percentages of a breakdown (largest remainder, so they add up to 100). */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}
