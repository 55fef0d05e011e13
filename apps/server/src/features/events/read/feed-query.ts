import type { FeedFilters } from '@baitwatch/contracts/events/all-events';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import type { AuthorizedOrganizations } from '../../../auth/authorized.ts';
import { eventWindow } from './event-window.ts';

/** A feed request after defaults and authorization: what the SQL needs, nothing else. */
export interface FeedQuery {
  organizations: AuthorizedOrganizations;
  start: Date;
  end: Date;
  types: number[];
  triagedEvent?: boolean | undefined;
  brand?: string | undefined;
  extensionUserId?: number | undefined;
  removeRepeatUrl: boolean;
  removeThreatUrl: boolean;
  includeFalsePositive: boolean;
  cleared: boolean;
  order: 'asc' | 'desc';
  /** Incidents (type 0) only when triaged (true) or only when not (false); other types unaffected. */
  incidentTriaged?: boolean | undefined;
  /** Only events stored up to this row id: a snapshot that keeps later pages still (SOC API). */
  idAtMost?: number | undefined;
  offset: number;
  limit: number;
}

/** Turns the parsed filters of an all-events call into the query the repository runs. */
export function toFeedQuery(
  organizations: AuthorizedOrganizations,
  filters: FeedFilters,
  now: Date,
): FeedQuery {
  const { start, end } = eventWindow(now, filters.startTime, filters.endTime);
  return {
    organizations,
    start,
    end,
    types: filters.type ?? [...DEFAULT_FEED_TYPES],
    triagedEvent: filters.triagedEvent,
    brand: filters.brand,
    extensionUserId: filters.extensionUserId,
    removeRepeatUrl: filters.removeRepeateUrl,
    removeThreatUrl: filters.removeThreatUrl,
    includeFalsePositive: filters.includeFalsePositive,
    cleared: filters.cleared,
    order: filters.order,
    offset: filters.offset,
    limit: filters.pageSize,
  };
}
