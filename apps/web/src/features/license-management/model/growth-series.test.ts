import { abbreviateCount, wholePercentages } from '@baitwatch/contracts/licenses/constants';
import { describe, expect, it } from 'vitest';
import { growthPoints, periodLabel } from './growth-series.ts';

const row = (yR: number, mNTH: number | null, dY: number | null, cNT = 0) => ({ yR, mNTH, dY, cNT, nEW: 0 });

describe('growth series', () => {
  it('labels years, months and days', () => {
    expect(periodLabel(row(2026, null, null))).toBe('2026');
    expect(periodLabel(row(2026, 11, null))).toBe('Nov 2026');
    expect(periodLabel(row(2026, 11, 20))).toBe('Nov 20');
  });

  it('draws the newest 5 of 12 months, and the active series only when answered', () => {
    const months = Array.from({ length: 12 }, (_, i) => row(2026, i + 1, null, i));
    const points = growthPoints(months, 'month');
    expect(points.map((p) => p.period)).toEqual(['Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026']);
    expect(points[0]).not.toHaveProperty('Active Users');
    expect(growthPoints([{ ...row(2026, null, null), aCTV: 3 }], 'year')[0]).toHaveProperty(
      'Active Users',
      3,
    );
  });
});

describe('axis and doughnut figures', () => {
  it('abbreviates above 999 as K and above 999999 as M', () => {
    expect([999, 1000, 1500, 999_999, 1_000_000, 2_500_000].map(abbreviateCount)).toEqual([
      '999',
      '1K',
      '1.5K',
      '1000K',
      '1M',
      '2.5M',
    ]);
  });

  it('gives whole-number percentages that add up to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([3, 1, 1])).toEqual([60, 20, 20]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
  });
});
