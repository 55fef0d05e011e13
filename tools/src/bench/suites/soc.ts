// The Enterprise SOC API's fetch-incidents first page (its budget: p95 under 100 ms at 10 million
// events, docs/performance.md), with an organization key and the tenant's global key: the API
// (app.inject, so the key lookup, rate limit, validation, policy, SQL and serialization) beside the
// same reads alone (the snapshot bound, the page and the capped count, as the service runs them).

import { generateApiKey, generateTenantApiKey } from '@baitwatch/contracts/api-keys/calls';
import { fetchIncidents } from '@baitwatch/contracts/enterprise-soc/calls';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { authorize } from '../../../../apps/server/src/auth/authorize.ts';
import { socWindow } from '../../../../apps/server/src/features/enterprise-soc/enterprise-soc.service.ts';
import {
  eventReadsRepository,
  feedCountSql,
  feedPageSql,
} from '../../../../apps/server/src/features/events/read/event-reads.repository.ts';
import type { FeedQuery } from '../../../../apps/server/src/features/events/read/feed-query.ts';
import { callUrl } from '../call-url.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

export async function socSuite(world: EventWorld): Promise<Suite> {
  const { t, now } = world;
  const repo = eventReadsRepository(t.deps.database.db);
  const generated = async (url: string): Promise<string> => {
    const res = await t.app.inject({
      method: generateApiKey.method,
      url,
      headers: world.headers,
      payload: { expiryDate: '2027-06-30' },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().newApiKey;
  };
  const organizationKey = await generated(callUrl(generateApiKey, { customerId: world.big }));
  const globalKey = await generated(callUrl(generateTenantApiKey, { tenantId: world.tenantId }));

  const cases: [string, string, readonly number[], Record<string, string>, Partial<FeedQuery>][] = [
    ['organization key, defaults (100 a page)', organizationKey, [world.big], {}, {}],
    ['organization key, pagesize 500', organizationKey, [world.big], { pagesize: '500' }, { limit: 500 }],
    [
      'organization key, suspicious',
      organizationKey,
      [world.big],
      { suspicious: 'true' },
      { types: [0], incidentTriaged: false },
    ],
    [`global key (${world.measured.length} organizations), defaults`, globalKey, world.measured, {}, {}],
  ];
  const scenarios: Scenario[] = cases.map(([name, key, ids, params, feed]) => {
    const window = socWindow(now);
    // The FeedQuery the service builds from those parameters (decision 0047's defaults).
    const query = (idAtMost: number): FeedQuery => ({
      organizations: authorize({ ids: [...ids] }),
      start: window.start,
      end: window.end,
      types: [...DEFAULT_FEED_TYPES],
      removeRepeatUrl: false,
      removeThreatUrl: false,
      includeFalsePositive: false,
      cleared: false,
      order: 'desc',
      idAtMost,
      offset: 0,
      limit: 100,
      ...feed,
    });
    const sample = query(Number.MAX_SAFE_INTEGER);
    return {
      name,
      url: callUrl(fetchIncidents, {}, params),
      headers: { apikey: key },
      direct: async () => {
        const q = query(await repo.lastEventId());
        return Promise.all([repo.feedPage(q), repo.feedCount(q)]);
      },
      explain: [feedPageSql(sample), feedCountSql(sample)],
    };
  });
  return { title: 'Enterprise SOC API, fetch-incidents first page', scenarios };
}
