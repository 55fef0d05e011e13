// Each dashboard card's call (spec doc 2 §7, decision 0044) for the big organization and the Global
// View, beside the card's statements alone (they read the aggregates of migration 0008).

import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { SQL } from 'drizzle-orm';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import type { AuthorizedOrganizations } from '../../../../apps/server/src/auth/authorized.ts';
import { cardSql } from '../../../../apps/server/src/features/dashboard/dashboard-cards.repository.ts';
import { windowDays } from '../../../../apps/server/src/features/dashboard/dashboard-cards.service.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

export function dashboardCardsSuite(world: EventWorld): Suite {
  const db = world.t.deps.database.db;
  const from = (days: number) => windowDays(world.now, days)[0] ?? '';
  const cards: { call: string; query: string; sql: (o: AuthorizedOrganizations) => SQL[] }[] = [
    {
      call: 'all-extension-users',
      query: 'offset=0&pageSize=1',
      sql: (o) => [cardSql.usersPage(o, 0, 1), cardSql.userTotals({ organizations: o, from: from(1) })],
    },
    {
      call: 'extension-users',
      query: `daysduration=${DASHBOARD_WINDOWS.newUsersDays}`,
      sql: (o) => [cardSql.newUsersByDay({ organizations: o, from: from(DASHBOARD_WINDOWS.newUsersDays) })],
    },
    {
      call: 'active-users',
      query: '',
      sql: (o) => [cardSql.userTotals({ organizations: o, from: from(DASHBOARD_WINDOWS.activeDays) })],
    },
    {
      call: 'daily/all-events',
      query: `daysduration=${DASHBOARD_WINDOWS.eventsDays}`,
      sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.eventsDays) })],
    },
    {
      call: 'verify-events',
      query: `daysduration=${DASHBOARD_WINDOWS.verifiedEventsDays}`,
      sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.verifiedEventsDays) })],
    },
    {
      call: 'url-users',
      query: `daysduration=${DASHBOARD_WINDOWS.urlUsersDays}&topvisitors=${DASHBOARD_WINDOWS.topVisitors}`,
      sql: (o) => [
        cardSql.urlUsers(
          { organizations: o, from: from(DASHBOARD_WINDOWS.urlUsersDays) },
          DASHBOARD_WINDOWS.topVisitors,
        ),
      ],
    },
    { call: 'browser-types', query: '', sql: (o) => [cardSql.fleet(o, 'browser')] },
    { call: 'os-types', query: '', sql: (o) => [cardSql.fleet(o, 'os')] },
    { call: 'device-types', query: '', sql: (o) => [cardSql.fleet(o, 'device')] },
  ];
  const scenarios: Scenario[] = [];
  for (const [scope, kind, id, ids] of [
    ['organization', 'customers', world.big, [world.big]],
    ['Global View', 'tenants', world.tenantId, world.measured],
  ] as const)
    for (const card of cards) {
      const statements = card.sql(authorize({ ids: [...ids] }));
      scenarios.push({
        name: `${scope}, ${card.call}`,
        url: `/v1/dashboard/${kind}/${id}/${card.call}${card.query ? `?${card.query}` : ''}`,
        direct: () => Promise.all(statements.map((s) => db.execute(s))),
        explain: statements,
      });
    }
  return { title: 'dashboard cards', scenarios };
}
