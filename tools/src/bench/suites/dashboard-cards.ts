// Each dashboard card's call (spec doc 2 §7, decision 0044) for the big organization and the Global
// View, beside the card's statements alone (they read the aggregates of migration 0008).

import {
  activeUsersCard,
  allExtensionUsersCard,
  browserTypesCard,
  dailyEventsCard,
  deviceTypesCard,
  newUsersCard,
  osTypesCard,
  urlUsersCard,
  verifiedEventsCard,
} from '@baitwatch/contracts/dashboard/calls';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { OrgScopeCalls } from '@baitwatch/contracts/events/org-scope-calls';
import type { SQL } from 'drizzle-orm';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import type { AuthorizedOrganizations } from '../../../../apps/server/src/auth/authorized.ts';
import { windowDays } from '../../../../apps/server/src/features/dashboard/card-shapes.ts';
import { cardSql } from '../../../../apps/server/src/features/dashboard/dashboard-cards.repository.ts';
import { callUrl } from '../call-url.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

export function dashboardCardsSuite(world: EventWorld): Suite {
  const db = world.t.deps.database.db;
  const from = (days: number) => windowDays(world.now, days)[0] ?? '';
  const cards: {
    name: string;
    calls: OrgScopeCalls;
    query: string;
    sql: (o: AuthorizedOrganizations) => SQL[];
  }[] = [
    {
      name: 'all-extension-users',
      calls: allExtensionUsersCard,
      query: 'offset=0&pageSize=1',
      sql: (o) => [cardSql.usersPage(o, 0, 1), cardSql.userTotals({ organizations: o, from: from(1) })],
    },
    {
      name: 'extension-users',
      calls: newUsersCard,
      query: `daysduration=${DASHBOARD_WINDOWS.newUsersDays}`,
      sql: (o) => [cardSql.newUsersByDay({ organizations: o, from: from(DASHBOARD_WINDOWS.newUsersDays) })],
    },
    {
      name: 'active-users',
      calls: activeUsersCard,
      query: '',
      sql: (o) => [cardSql.userTotals({ organizations: o, from: from(DASHBOARD_WINDOWS.activeDays) })],
    },
    {
      name: 'daily/all-events',
      calls: dailyEventsCard,
      query: `daysduration=${DASHBOARD_WINDOWS.eventsDays}`,
      sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.eventsDays) })],
    },
    {
      name: 'verify-events',
      calls: verifiedEventsCard,
      query: `daysduration=${DASHBOARD_WINDOWS.verifiedEventsDays}`,
      sql: (o) => [cardSql.eventDays({ organizations: o, from: from(DASHBOARD_WINDOWS.verifiedEventsDays) })],
    },
    {
      name: 'url-users',
      calls: urlUsersCard,
      query: `daysduration=${DASHBOARD_WINDOWS.urlUsersDays}&topvisitors=${DASHBOARD_WINDOWS.topVisitors}`,
      sql: (o) => [
        cardSql.urlUsers(
          { organizations: o, from: from(DASHBOARD_WINDOWS.urlUsersDays) },
          DASHBOARD_WINDOWS.topVisitors,
        ),
      ],
    },
    { name: 'browser-types', calls: browserTypesCard, query: '', sql: (o) => [cardSql.fleet(o, 'browser')] },
    { name: 'os-types', calls: osTypesCard, query: '', sql: (o) => [cardSql.fleet(o, 'os')] },
    { name: 'device-types', calls: deviceTypesCard, query: '', sql: (o) => [cardSql.fleet(o, 'device')] },
  ];
  const scenarios: Scenario[] = [];
  for (const [scope, kind, id, ids] of [
    ['organization', 'customers', world.big, [world.big]],
    ['Global View', 'tenants', world.tenantId, world.measured],
  ] as const)
    for (const card of cards) {
      const statements = card.sql(authorize({ ids: [...ids] }));
      scenarios.push({
        name: `${scope}, ${card.name}`,
        url: callUrl(card.calls[kind], { id }, card.query),
        direct: () => Promise.all(statements.map((s) => db.execute(s))),
        explain: statements,
      });
    }
  return { title: 'dashboard cards', scenarios };
}
