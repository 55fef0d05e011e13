import { z } from 'zod';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { reportPeriodParam } from './report-period.ts';

/** One past period the console offers: its id, its name, and when its scheduled mail went (if it did). */
export const reportPeriodRowSchema = z.object({
  period: z.string(),
  label: z.string(),
  kind: z.enum(['month', 'week']),
  mailedAt: z.iso.datetime().nullable(),
  mailedTo: z.number().int(),
});
export const reportPeriodsResponseSchema = z.object({ periods: z.array(reportPeriodRowSchema) });
export type ReportPeriodsResponse = z.infer<typeof reportPeriodsResponseSchema>;

export const reportPeriodsQuery = { customers: z.object({}), tenants: z.object(tenantScopeQuery) };
export const reportPdfQuery = {
  customers: z.object({ period: reportPeriodParam }),
  tenants: z.object({ period: reportPeriodParam, ...tenantScopeQuery }),
};

/** The report's file name: baitwatch-report-contoso-2026-10.pdf. */
export const reportFileName = (brand: string, scopeName: string, period: string) => {
  const safe = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40);
  return `${[safe(brand), 'report', safe(scopeName), period].filter(Boolean).join('-')}.pdf`;
};
