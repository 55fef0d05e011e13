import { z } from 'zod';
import { eventRecordSchema } from './event-record.ts';
import { tenantScopeQuery } from './org-scope.ts';
import {
  booleanParam,
  dateTimeParam,
  eventTypesParam,
  extensionUserIdParam,
  filterTextParam,
  offsetParam,
  orderParam,
  pageSizeParam,
} from './query-params.ts';

/**
 * GET /v1/portal/customers/{id}/all-events and /v1/portal/tenants/{id}/all-events (the Global View).
 * Defaults: the last 30 days, newest first, the default list types, no false positives, no
 * cleared events, 21 records from offset 0.
 * - type: repeated (type=0&type=3). triagedEvent: true or false; absent means both.
 * - brand: events whose detected brands include it. extensionUserId: one extension user's events.
 * - removeRepeateUrl: each URL once, at its newest event. removeThreatUrl: leave out URLs that are
 *   already verified in Threat Intel.
 * - includeFalsePositive: also events marked false positive. cleared: true lists only cleared
 *   (deleted) incidents, false (the default) only the others.
 * - requireTotalRecordsCount: also count the matches, up to TOTAL_COUNT_CAP (totalRecordCountCapped
 *   says when counting stopped there). fetchOnlyRecords: records only, never a count.
 */
const feedFilters = {
  offset: offsetParam,
  pageSize: pageSizeParam,
  order: orderParam,
  startTime: dateTimeParam.optional(),
  endTime: dateTimeParam.optional(),
  type: eventTypesParam.optional(),
  triagedEvent: booleanParam.optional(),
  brand: filterTextParam(200),
  extensionUserId: extensionUserIdParam.optional(),
  removeRepeateUrl: booleanParam.default(false),
  removeThreatUrl: booleanParam.default(false),
  includeFalsePositive: booleanParam.default(false),
  cleared: booleanParam.default(false),
  requireTotalRecordsCount: booleanParam.default(false),
  fetchOnlyRecords: booleanParam.default(false),
};

export const customerAllEventsQuerySchema = z.object(feedFilters);
/** The Global View: groupId narrows to one group's organizations, customerId to one organization. */
export const tenantAllEventsQuerySchema = z.object({ ...feedFilters, ...tenantScopeQuery });
export type CustomerAllEventsQuery = z.input<typeof customerAllEventsQuerySchema>;
export type TenantAllEventsQuery = z.input<typeof tenantAllEventsQuerySchema>;
export type FeedFilters = z.output<typeof customerAllEventsQuerySchema>;

export const allEventsResponseSchema = z.object({
  records: z.array(eventRecordSchema),
  totalRecordCount: z.number().int().nullable(),
  totalRecordCountCapped: z.boolean(),
});
export type AllEventsResponse = z.infer<typeof allEventsResponseSchema>;
