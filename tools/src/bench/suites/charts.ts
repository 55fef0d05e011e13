// The incident feed's four charts (GET /v1/dashboard/stats/{id}/threats: Threats detected, Top
// Threats, Top Vulnerable Users; /events: Login Pages Scanned) for the big organization and the Global
// View, default window (30 days, 9 buckets); beside the dashboard repository's statements alone,
// run as the service runs them (the threats call's three at once).

import { CHART_BUCKETS } from '@baitwatch/contracts/events/constants';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import { eventWindow } from '../../../../apps/server/src/event-reads/event-window.ts';
import { dashboardRepository } from '../../../../apps/server/src/features/dashboard/dashboard.repository.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

export function chartsSuite(world: EventWorld): Suite {
  const repo = dashboardRepository(world.t.deps.database.db);
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
    const base = `/v1/dashboard/stats/${id}`;
    scenarios.push(
      {
        name: `${scope}, threats (all three charts)`,
        url: `${base}/threats?r=${r}`,
        direct: () => Promise.all([repo.threatBuckets(b), repo.topThreats(b), repo.topVulnerable(b)]),
      },
      {
        name: `${scope}, Login Pages Scanned`,
        url: `${base}/events?r=${r}`,
        direct: () => repo.loginScanBuckets(b),
      },
    );
    // Each threat chart's statement alone (the call above runs them together).
    for (const [chart, read] of [
      ['Threats detected', repo.threatBuckets],
      ['Top Threats', repo.topThreats],
      ['Top Vulnerable Users', repo.topVulnerable],
    ] as const)
      scenarios.push({ name: `${scope}, ${chart} (its statement alone)`, direct: () => read(b) });
  }
  return { title: 'incident charts, default window', scenarios };
}
