import { z } from 'zod';

/**
 * GET /v1/dashboard/stats/{id}/threats (query: stats-query.ts): the chart view's Threats detected
 * (verified and suspicious per bucket, incidents and Google Form passwords, without false positives
 * and cleared events), Top Threats by URL and Top Vulnerable Users by email (13 each).
 * A bucket's detectionTime is where it starts.
 */
export const threatBucketSchema = z.object({
  detectionTime: z.string(),
  verified: z.number().int(),
  suspicious: z.number().int(),
});

export const threatStatsResponseSchema = z.object({
  threatsDetected: z.object({ records: z.array(threatBucketSchema), totalRecordCount: z.number().int() }),
  topThreats: z.array(z.object({ url: z.string(), count: z.number().int() })),
  topVulnerable: z.array(z.object({ email: z.string(), count: z.number().int() })),
});
export type ThreatStatsResponse = z.infer<typeof threatStatsResponseSchema>;
