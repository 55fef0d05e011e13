import { z } from 'zod';

/**
 * POST /extension/v1/scans: login pages scanned per hour. Each entry is the install's running count for
 * that hour, so a retry (or a later, higher count) replaces the earlier value: nothing is counted twice.
 */
export const scanPeriodSchema = z.object({
  periodStart: z.iso
    .datetime({ offset: true })
    .refine((v) => new Date(v).getTime() % 3_600_000 === 0, { error: 'must be the start of an hour (UTC)' }),
  count: z.number().int().min(0).max(1_000_000),
});

export const reportScansRequestSchema = z.object({
  periods: z.array(scanPeriodSchema).min(1).max(744),
});
export type ReportScansRequest = z.infer<typeof reportScansRequestSchema>;

export const reportScansResponseSchema = z.object({ stored: z.number().int() });
export type ReportScansResponse = z.infer<typeof reportScansResponseSchema>;
