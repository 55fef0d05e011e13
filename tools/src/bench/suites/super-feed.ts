// The super feed (GET /v1/super-feed, BaitwatchAdmin: every organization) with each filter key, each
// sort, Remove Repeat URL and Include False Positive; beside the super feed repository's read alone.

import { listSuperFeed } from '@baitwatch/contracts/super-feed/calls';
import { superFeedQuerySchema } from '@baitwatch/contracts/super-feed/super-feed-list';
import { asSystem } from '../../../../apps/server/src/auth/authorize.ts';
import {
  superFeedRepository,
  wholePageSql,
} from '../../../../apps/server/src/features/super-feed/super-feed.repository.ts';
import { toSuperFeedQuery } from '../../../../apps/server/src/features/super-feed/super-feed.service.ts';
import { callUrl } from '../call-url.ts';
import type { EventWorld } from '../event-world.ts';
import type { Scenario, Suite } from '../scenarios.ts';

export function superFeedSuite(world: EventWorld): Suite {
  const db = world.t.deps.database.db;
  const repo = superFeedRepository(db);
  const everything = asSystem.everything();
  const cases: [string, Record<string, string>][] = [
    ['defaults (detectedOn|desc)', {}],
    ['detectedOn|asc', { sortBy: 'detectedOn|asc' }],
    ['page 10', { pageNo: '10' }],
    ['type=3', { filterBy: 'type', type: '3' }],
    ['custId (the big organization)', { filterBy: 'custId', custId: String(world.big) }],
    // Emails are user0@ to user4999@bench.test, computer names PC-0 to PC-2999 (event-world.ts): a
    // substring as rare as one user, one a few users share, and one every event has.
    ['email contains, rare (1 event in 5,000)', { filterBy: 'email', email: 'user42@' }],
    ['email contains, uncommon (11 in 5,000)', { filterBy: 'email', email: 'user123' }],
    ['email contains, common (every event)', { filterBy: 'email', email: 'bench.test' }],
    ['osCompName contains, rare (1 in 3,000)', { filterBy: 'osCompName', osCompName: 'pc-2999' }],
    ['osCompName contains, uncommon (11 in 3,000)', { filterBy: 'osCompName', osCompName: 'pc-42' }],
    ['osCompName contains, common (1,111 in 3,000)', { filterBy: 'osCompName', osCompName: 'pc-1' }],
    ['brNm=PayPal', { filterBy: 'brNm', brNm: 'PayPal' }],
    ['dtTS=last90d', { filterBy: 'dtTS', dtTS: 'last90d' }],
    [
      'every key',
      {
        filterBy: 'type,custId,brNm,dtTS',
        type: '0',
        custId: String(world.big),
        brNm: 'Microsoft',
        dtTS: 'last60d',
      },
    ],
    ['Include False Positive', { incldFP: 'Y' }],
    ['Remove Repeat URL', { rrURLYN: 'Y' }],
    ['Remove Repeat URL, detectedOn|asc', { rrURLYN: 'Y', sortBy: 'detectedOn|asc' }],
    ['Remove Repeat URL, detectedOn|asc, page 10', { rrURLYN: 'Y', sortBy: 'detectedOn|asc', pageNo: '10' }],
  ];
  const scenarios: Scenario[] = cases.flatMap(([name, query]): Scenario[] => {
    const q = toSuperFeedQuery(superFeedQuerySchema.parse(query), world.now);
    const call = {
      name,
      url: callUrl(listSuperFeed, {}, query),
      headers: world.providerHeaders,
      direct: () => repo.page(everything, q),
      explain: q.removeRepeatUrl ? [] : [wholePageSql(q)],
    };
    // What Remove Repeat URL's page cost before it read prefixes, in the same run.
    const whole = { name: `${name}: the whole-window statement`, direct: () => db.execute(wholePageSql(q)) };
    return q.removeRepeatUrl ? [call, whole] : [call];
  });
  return { title: 'super feed, first page (pageSize 21), every organization', scenarios };
}
