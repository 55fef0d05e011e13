import { describe, expect, it } from 'vitest';
import { bucketTick, loginSeries, threatSeries, topThreatBars } from './chart-data.ts';

describe('chart data', () => {
  it('labels buckets by day within 90 days and by month beyond', () => {
    expect(bucketTick('2026-11-20T12:00:00Z', 30)).toBe('Nov 20');
    expect(bucketTick('2026-11-20T12:00:00Z', 365)).toBe('Nov 2026');
    expect(bucketTick('nonsense', 30)).toBe('');
  });

  it('draws Suspicious against Verified Phish per bucket, with the long date for the tooltip', () => {
    const [bucket] = threatSeries({
      records: [{ detectionTime: '2026-11-20T12:00:00Z', verified: 2, suspicious: 5 }],
      totalRecordCount: 7,
    });
    expect(bucket).toMatchObject({ Suspicious: 5, 'Verified Phish': 2, date: 'November 20, 2026' });
  });

  it('maps login counts and top lists', () => {
    expect(
      loginSeries({
        records: [{ detectionTime: '2026-11-20T12:00:00Z', records: 9 }],
        totalRecordCount: 9,
      })[0],
    ).toMatchObject({ 'Login Pages': 9 });
    expect(topThreatBars([{ url: 'https://x.example', count: 3 }])).toEqual([
      { name: 'https://x.example', value: 3 },
    ]);
  });
});
