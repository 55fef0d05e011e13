/**
 * The query keys of the event data the two feeds show. They live here, not in either feature,
 * because an action taken in one feed must refresh the other's cached data (features do not import
 * one another). Each key starts with its feed's root, so a root invalidates everything below it.
 */
export const incidentKeys = {
  all: ['incidents'] as const,
  feed: () => [...incidentKeys.all, 'feed'] as const,
  details: (customerId: number, eventId: string) =>
    [...incidentKeys.all, 'details', customerId, eventId] as const,
  /** Per scope (feed-scope's scopeKey) and whatever else the call depends on. */
  ofScope: (
    call: 'brands' | 'licenses-count' | 'login-stats' | 'threat-stats' | 'extension-users',
    scope: string,
  ) => [...incidentKeys.all, call, scope] as const,
};

export const superFeedKeys = {
  all: ['super-feed'] as const,
  list: () => [...superFeedKeys.all, 'list'] as const,
  event: (id: string) => [...superFeedKeys.all, 'event', id] as const,
};
