import { z } from 'zod';
import { customerIdParam, idParam, wholeNumberParam } from '../common/ids.ts';
import { CHART_BUCKETS, CHART_MAX_BUCKETS } from '../events/constants.ts';
import { dateTimeParam, groupIdParam } from '../events/query-params.ts';

/**
 * The query of GET /v1/dashboard/stats/{id}/threats and /events. r=C: {id} is an organization.
 * r=M: {id} is a tenant (the Global View), narrowed by customerId (one of its organizations) or
 * groupId. The window defaults to the last 30 days and is cut into numberOfBuckets equal buckets.
 */
export const statsParamsSchema = z.object({ id: idParam('Invalid id') });
export const statsQuerySchema = z.object({
  r: z.enum(['C', 'M'], { error: 'r must be C or M' }).default('C'),
  customerId: customerIdParam.optional(),
  groupId: groupIdParam.optional(),
  startTime: dateTimeParam.optional(),
  endTime: dateTimeParam.optional(),
  numberOfBuckets: wholeNumberParam(
    1,
    CHART_MAX_BUCKETS,
    `numberOfBuckets must be a whole number from 1 to ${CHART_MAX_BUCKETS}`,
  ).default(CHART_BUCKETS),
});
export type StatsQuery = z.input<typeof statsQuerySchema>;
