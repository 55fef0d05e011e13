import { describe, expect, it } from 'vitest';
import { dayLabel, percentOf, seriesRows, seriesTotals } from './card-data.ts';

describe('dashboard card data', () => {
  const data = {
    xaxis: ['2026-11-19', '2026-11-20'],
    series: [
      { legend: 'AI Suspicious', values: { count: [1, 2] } },
      { legend: 'Legit', values: { count: [0, 3] } },
    ],
    total: 6,
  };

  it('turns a series into one row per day', () => {
    expect(seriesRows(data)).toEqual([
      { day: 'Nov 19', 'AI Suspicious': 1, Legit: 0 },
      { day: 'Nov 20', 'AI Suspicious': 2, Legit: 3 },
    ]);
    expect(seriesTotals(data)).toEqual([
      { legend: 'AI Suspicious', count: 3 },
      { legend: 'Legit', count: 3 },
    ]);
  });

  it('prints days in UTC and whole percentages', () => {
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
