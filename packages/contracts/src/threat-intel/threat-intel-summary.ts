import { z } from 'zod';
import { threatIntelEventSchema } from './threat-intel-event.ts';

/**
 * GET /v1/threat-intel/summary: what a licensed organization's subscription delivers, for the
 * /threat-intel landing content (decision 0049): records this month and in the last 30 days, the
 * brands most targeted, the latest records.
 */
export const threatIntelSummarySchema = z.object({
  thisMonth: z.number().int(),
  last30Days: z.number().int(),
  topBrands: z.array(z.object({ brand: z.string(), count: z.number().int() })),
  latest: z.array(threatIntelEventSchema),
});
export type ThreatIntelSummary = z.infer<typeof threatIntelSummarySchema>;
