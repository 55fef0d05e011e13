import type { LoginStatsResponse } from '@baitwatch/contracts/dashboard/login-stats';
import type { ThreatStatsResponse } from '@baitwatch/contracts/dashboard/threat-stats';
import { formatDate } from '../../../lib/format.ts';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/**
 * An axis tick of a bucket: "Nov 20" within a year, "Nov 2026" beyond (a bucket then spans months).
 * Tooltips carry the long English date.
 */
export function bucketTick(iso: string, days: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (days > 90 ? SHORT_MONTH : SHORT_DAY).format(date);
}

/** Threats detected per bucket: Suspicious (AI Suspicious) against Verified Phish. */
export function threatSeries(stats: ThreatStatsResponse['threatsDetected']) {
  return stats.records.map((bucket) => ({
    bucket: bucket.detectionTime,
    date: formatDate(bucket.detectionTime),
    Suspicious: bucket.suspicious,
    'Verified Phish': bucket.verified,
  }));
}

/** Login pages scanned per bucket. */
export function loginSeries(stats: LoginStatsResponse) {
  return stats.records.map((bucket) => ({
    bucket: bucket.detectionTime,
    date: formatDate(bucket.detectionTime),
    'Login Pages': bucket.records,
  }));
}

/** Top Threats (by URL) and Top Vulnerable Users (by email) as bars. */
export const topThreatBars = (rows: ThreatStatsResponse['topThreats']) =>
  rows.map((row) => ({ name: row.url, value: row.count }));
export const topVulnerableBars = (rows: ThreatStatsResponse['topVulnerable']) =>
  rows.map((row) => ({ name: row.email, value: row.count }));
