import { z } from 'zod';

/**
 * GET /v1/dashboard/stats/{id}/events (query: stats-query.ts): Login Pages Scanned, the extension's
 * reported counts summed per bucket. A bucket's detectionTime is where it starts.
 */
export const loginStatsResponseSchema = z.object({
  records: z.array(z.object({ detectionTime: z.string(), records: z.number().int() })),
  totalRecordCount: z.number().int(),
});
export type LoginStatsResponse = z.infer<typeof loginStatsResponseSchema>;
