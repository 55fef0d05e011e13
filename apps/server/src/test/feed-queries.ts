// Test-only: the feed's query with its defaults over the last 30 days before `now` (Remove Repeat URL
// on, 21 a page), for the repository tests that compare reads; each test changes what it checks. The
// super feed's is features/super-feed/test-queries.ts (its repository stays inside its feature).
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { authorize } from '../auth/authorize.ts';
import type { FeedQuery } from '../features/events/read/feed-query.ts';

export const DAY = 86_400_000;

/** The incident feed over these organizations. */
export const feedQuery = (now: Date, ids: number[], over: Partial<FeedQuery> = {}): FeedQuery => ({
  organizations: authorize({ ids }),
  start: new Date(now.getTime() - 30 * DAY),
  end: now,
  types: [...DEFAULT_FEED_TYPES],
  removeRepeatUrl: true,
  removeThreatUrl: false,
  includeFalsePositive: false,
  cleared: false,
  order: 'desc',
  offset: 0,
  limit: 21,
  ...over,
});
