// Test-only: the super feed's query with its defaults over the last 30 days before `now` (Remove
// Repeat URL on, 21 a page), for the repository tests that compare reads.
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { DAY } from '../../test/feed-queries.ts';
import type { SuperFeedQuery } from './super-feed.repository.ts';

/** The super feed, every organization. */
export const superFeedQuery = (now: Date, over: Partial<SuperFeedQuery> = {}): SuperFeedQuery => ({
  start: new Date(now.getTime() - 30 * DAY),
  end: now,
  types: [...DEFAULT_FEED_TYPES],
  removeRepeatUrl: true,
  includeFalsePositive: false,
  order: 'desc',
  offset: 0,
  limit: 21,
  ...over,
});
