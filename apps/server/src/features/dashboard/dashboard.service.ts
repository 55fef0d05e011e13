import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LoginStatsResponse } from '@baitwatch/contracts/dashboard/login-stats';
import type { statsQuerySchema } from '@baitwatch/contracts/dashboard/stats-query';
import type { ThreatStatsResponse } from '@baitwatch/contracts/dashboard/threat-stats';
import type { z } from 'zod';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { resolveOrgScope } from '../../auth/org-scope.ts';
import type { FeatureContext } from '../context.ts';
import { eventWindow } from '../events/read/event-window.ts';
import { type Buckets, dashboardRepository } from './dashboard.repository.ts';

type StatsQuery = z.output<typeof statsQuerySchema>;

/** The start of each bucket, and a lookup from bucket number to its row. */
function series<T extends { bucket: number }>(b: Buckets, rows: T[]) {
  const width = (b.end.getTime() - b.start.getTime()) / b.count;
  const byBucket = new Map(rows.map((r) => [Number(r.bucket), r]));
  return Array.from({ length: b.count }, (_, i) => ({
    detectionTime: new Date(b.start.getTime() + i * width).toISOString(),
    row: byBucket.get(i),
  }));
}

/** The chart view: threats detected, top threats, top vulnerable users, login pages scanned. */
export function dashboardService(ctx: FeatureContext) {
  const repo = dashboardRepository(ctx.database.db);

  async function buckets(user: SessionUser, id: number, query: StatsQuery): Promise<Buckets> {
    const { start, end } = eventWindow(ctx.clock.now(), query.startTime, query.endTime);
    const organizations = await resolveOrgScope(ctx.policy, user, {
      kind: query.r === 'C' ? 'customers' : 'tenants',
      id,
      customerId: query.customerId,
      groupId: query.groupId,
    });
    return { organizations, start, end, count: query.numberOfBuckets };
  }

  async function threatsOf(b: Buckets): Promise<ThreatStatsResponse> {
    if (b.organizations.ids.length === 0) {
      return {
        threatsDetected: {
          records: series(b, []).map(({ detectionTime }) => ({
            detectionTime,
            verified: 0,
            suspicious: 0,
          })),
          totalRecordCount: 0,
        },
        topThreats: [],
        topVulnerable: [],
      };
    }
    const [rows, topThreats, topVulnerable] = await Promise.all([
      repo.threatBuckets(b),
      repo.topThreats(b),
      repo.topVulnerable(b),
    ]);
    const records = series(b, rows).map(({ detectionTime, row }) => ({
      detectionTime,
      verified: Number(row?.verified ?? 0),
      suspicious: Number(row?.suspicious ?? 0),
    }));
    return {
      threatsDetected: {
        records,
        totalRecordCount: records.reduce((n, r) => n + r.verified + r.suspicious, 0),
      },
      topThreats: topThreats.map((r) => ({ url: r.url, count: Number(r.count) })),
      topVulnerable: topVulnerable.map((r) => ({ email: r.email, count: Number(r.count) })),
    };
  }

  return {
    async threats(user: SessionUser, id: number, query: StatsQuery): Promise<ThreatStatsResponse> {
      return threatsOf(await buckets(user, id, query));
    },

    /** The same chart for organizations already authorized (a report, decision 0074): [start, end], end included. */
    threatsIn: (organizations: AuthorizedOrganizations, start: Date, end: Date, count: number) =>
      threatsOf({ organizations, start, end, count }),

    async loginPages(user: SessionUser, id: number, query: StatsQuery): Promise<LoginStatsResponse> {
      const b = await buckets(user, id, query);
      const rows = b.organizations.ids.length ? await repo.loginScanBuckets(b) : [];
      const records = series(b, rows).map(({ detectionTime, row }) => ({
        detectionTime,
        records: Number(row?.records ?? 0),
      }));
      return { records, totalRecordCount: records.reduce((n, r) => n + r.records, 0) };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
