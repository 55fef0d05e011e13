import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { superFeedDetailsParamsSchema, superFeedDetailsResponseSchema } from './super-feed-event.ts';
import { superFeedQuerySchema, superFeedResponseSchema } from './super-feed-list.ts';

// The super feed (spec doc 1 §2 "Super feed", §7 "Events"): the provider's view of every organization's
// events. It does not exist for other roles: they are refused before the query is read.

/** One page of the super feed, filtered and sorted. */
export const listSuperFeed = defineCall({
  method: 'GET',
  path: '/v1/super-feed',
  access: { roles: [PROVIDER_ROLE] },
  query: superFeedQuerySchema,
  response: superFeedResponseSchema,
});

/** One event of the super feed. */
export const getSuperFeedEvent = defineCall({
  method: 'GET',
  path: '/v1/super-feed/{id}',
  access: { roles: [PROVIDER_ROLE] },
  params: superFeedDetailsParamsSchema,
  response: superFeedDetailsResponseSchema,
});
