// The incident feed's four charts (GET /v1/dashboard/stats/{id}/threats: Threats detected, Top
// Threats, Top Vulnerable Users; /events: Login Pages Scanned) for the big organization and the Global
// View, default window (30 days, 9 buckets) and the console's 90 days; beside the dashboard
// repository's reads alone, run as the service runs them (the threats call's three at once). Each
// threat chart's read is also timed alone, beside the statement that read every event of the window
// before the charts' aggregates (decision 0056), which the equivalence test holds it to.

import { getLoginStats, getThreatStats } from '@baitwatch/contracts/dashboard/calls';
import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import { dashboardRepository } from '../../../../apps/server/src/features/dashboard/dashboard.repository.ts';
import { threatChartsReference } from '../../../../apps/server/src/features/dashboard/threat-charts-reference.ts';
import { eventWindow } from '../../../../apps/server/src/features/events/read/event-window.ts';
import { callUrl } from '../call-url.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

const DAY_MS = 86_400_000;

export function chartsSuite(world: EventWorld): Suite {
  const repo = dashboardRepository(world.t.deps.database.db);
  const reference = threatChartsReference(world.t.deps.database.db);
  const scenarios: Scenario[] = [];
  for (const [scope, r, id, ids] of [
    ['organization', 'C', world.big, [world.big]],
    ['Global View', 'M', world.tenantId, world.measured],
  ] as const) {
    const b = {
      organizations: authorize({ ids: [...ids] }),
      ...eventWindow(world.now, undefined, undefined),
      count: CHART_BUCKETS,
    };
    scenarios.push(
      {
        name: `${scope}, threats (all three charts)`,
        url: callUrl(getThreatStats, { id }, `r=${r}`),
        direct: () => Promise.all([repo.threatBuckets(b), repo.topThreats(b), repo.topVulnerable(b)]),
      },
      {
        name: `${scope}, Login Pages Scanned`,
        url: callUrl(getLoginStats, { id }, `r=${r}`),
        direct: () => repo.loginScanBuckets(b),
      },
    );
    // Each threat chart alone (the call above runs them together), and the statement it replaced.
    for (const [chart, read, old] of [
      ['Threats detected', repo.threatBuckets, reference.threatBuckets],
      ['Top Threats', repo.topThreats, reference.topThreats],
      ['Top Vulnerable Users', repo.topVulnerable, reference.topVulnerable],
    ] as const)
      scenarios.push(
        { name: `${scope}, ${chart} (its read alone)`, direct: () => read(b) },
        { name: `${scope}, ${chart} (reading every event, as before)`, direct: () => old(b) },
      );
    // The console's 90 days: the world's every event.
    const startTime = new Date(world.now.getTime() - 90 * DAY_MS).toISOString();
    const b90 = { ...b, ...eventWindow(world.now, startTime, undefined) };
    scenarios.push({
      name: `${scope}, threats (all three charts), 90 days`,
      url: callUrl(
        getThreatStats,
        { id },
        `r=${r}&startTime=${startTime}&endTime=${world.now.toISOString()}`,
      ),
      direct: () => Promise.all([repo.threatBuckets(b90), repo.topThreats(b90), repo.topVulnerable(b90)]),
    });
  }
  return { title: 'incident charts', scenarios };
}
