import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { FEED_MAX_PAGE_SIZE, FEED_REQUEST_SIZE } from './constants.ts';
import { filterByParam, sortByParam } from './filter-by.ts';
import { THREAT_INTEL_MESSAGES as M } from './messages.ts';
import { threatIntelEventSchema } from './threat-intel-event.ts';

/** GET /v1/threat-intel/events?filterBy=&sortBy=&pageNo=&pageSize= (spec doc 2 §7): the feed. */
export const threatIntelEventsQuerySchema = z.object({
  filterBy: filterByParam(M.invalidFilterBy, 'dtcTime|last30d…last3y, brndName|<brand>, rmRepeatURL|true'),
  sortBy: sortByParam(M.invalidSortBy, 'dtcTime or brndName, then | and asc or desc'),
  pageNo: wholeNumberParam(1, 100_000, 'Invalid pageNo').default(1),
  pageSize: wholeNumberParam(1, FEED_MAX_PAGE_SIZE, 'Invalid pageSize').default(FEED_REQUEST_SIZE),
});
export type ThreatIntelEventsQuery = z.infer<typeof threatIntelEventsQuerySchema>;

export const threatIntelEventsResponseSchema = z.object({ events: z.array(threatIntelEventSchema) });
export type ThreatIntelEventsResponse = z.infer<typeof threatIntelEventsResponseSchema>;
