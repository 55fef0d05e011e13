// The incident feed's page (GET /v1/portal/{customers|tenants}/{id}/all-events) with each filter and
// each view, for the big organization and the Global View of the tenant's 20; beside the event-reads
// repository's reads alone (one statement, or Remove Repeat URL's prefix reads, decisions 0055, 0060,
// each beside the whole-window statement they replace).

import {
  customerAllEventsQuerySchema,
  tenantAllEventsQuerySchema,
} from '@baitwatch/contracts/events/all-events';
import { listIncidents } from '@baitwatch/contracts/events/calls';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import {
  eventReadsRepository,
  feedPageSql,
} from '../../../../apps/server/src/features/events/read/event-reads.repository.ts';
import { toFeedQuery } from '../../../../apps/server/src/features/events/read/feed-query.ts';
import { callUrl } from '../call-url.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

type Query = Record<string, string | string[]>;

export function feedSuite(world: EventWorld): Suite {
  const { now } = world;
  const db = world.t.deps.database.db;
  const repo = eventReadsRepository(db);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const cases: [string, Query][] = [
    ['defaults', {}],
    ['defaults, with the count', { requireTotalRecordsCount: 'true' }],
    ['oldest first', { order: 'asc' }],
    ['AI Suspicious (type=0, triagedEvent=false)', { type: '0', triagedEvent: 'false' }],
    ['type=3&type=4', { type: ['3', '4'] }],
    ['brand=PayPal', { brand: 'PayPal' }],
    // The big organization's users are numbered from 0 (event-world.ts): user 42 has events.
    ['one extension user', { extensionUserId: '42' }],
    ['last 7 days, offset 20', { startTime: daysAgo(7), offset: '20' }],
    ['cleared', { cleared: 'true' }],
    ['cleared, with the count', { cleared: 'true', requireTotalRecordsCount: 'true' }],
    ['removeThreatUrl', { removeThreatUrl: 'true' }],
    ['Include False Positive', { includeFalsePositive: 'true' }],
    ['Remove Repeat URL', { removeRepeateUrl: 'true' }],
    ['Remove Repeat URL, with the count', { removeRepeateUrl: 'true', requireTotalRecordsCount: 'true' }],
    ['Remove Repeat URL, offset 200', { removeRepeateUrl: 'true', offset: '200' }],
    ['Remove Repeat URL, oldest first', { removeRepeateUrl: 'true', order: 'asc' }],
    [
      'Remove Repeat URL, oldest first, offset 200',
      { removeRepeateUrl: 'true', order: 'asc', offset: '200' },
    ],
  ];
  const scenarios: Scenario[] = [];
  for (const [scope, kind, id, ids] of [
    ['organization', 'customers', world.big, [world.big]],
    ['Global View', 'tenants', world.tenantId, world.measured],
  ] as const) {
    for (const [name, given] of cases) {
      const query: Query = { pageSize: '21', ...given };
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) search.append(key, v);
      const schema = kind === 'customers' ? customerAllEventsQuerySchema : tenantAllEventsQuerySchema;
      const filters = schema.parse(query);
      const q = toFeedQuery(authorize({ ids: [...ids] }), filters, now);
      const wantCount = filters.requireTotalRecordsCount && !filters.fetchOnlyRecords;
      scenarios.push({
        name: `${scope}, ${name}`,
        url: callUrl(listIncidents[kind], { id }, search.toString()),
        direct: () => Promise.all([repo.feedPage(q), wantCount ? repo.feedCount(q) : null]),
        explain: q.removeRepeatUrl ? [] : [feedPageSql(q)],
      });
      // What Remove Repeat URL's page cost before it read prefixes, in the same run.
      if (q.removeRepeatUrl && !wantCount)
        scenarios.push({
          name: `${scope}, ${name}: the whole-window statement`,
          direct: () => db.execute(feedPageSql(q)),
        });
    }
  }
  return { title: 'incident feed, first page (pageSize 21)', scenarios };
}
