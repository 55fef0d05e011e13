import { z } from 'zod';
import { cardQuery, DASHBOARD_WINDOWS, daysDurationParam } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/false-positive-rates?daysduration=90: Detection accuracy
 * (ours, decision 0064; the spec's ten cards have none). Of the detections the extension judged
 * (incidents and Google Forms asking for a password) that were triaged in the window (verified or
 * marked a false positive; not cleared), how many were false positives: per brand, and per signal
 * the extension weighed in them, so a provider sees which signal misfires.
 */
export const falsePositiveRatesQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.falsePositiveDays),
});

export const falsePositiveRateSchema = z.object({
  legend: z.string(),
  triaged: z.number().int(),
  falsePositives: z.number().int(),
});
export type FalsePositiveRate = z.infer<typeof falsePositiveRateSchema>;

export const falsePositiveRatesResponseSchema = z.object({
  /** Triaged detections in the window, and how many of them were false positives. */
  triaged: z.number().int(),
  falsePositives: z.number().int(),
  byBrand: z.array(falsePositiveRateSchema),
  bySignal: z.array(falsePositiveRateSchema),
});
export type FalsePositiveRatesResponse = z.infer<typeof falsePositiveRatesResponseSchema>;
