import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { tenantScopeQuery } from '../events/org-scope.ts';

/**
 * The dashboard cards (spec doc 2 §2, §3 "Dashboard series", §7 "Dashboard", §9 "Dashboard windows").
 * Every call is GET /v1/dashboard/{customers|tenants}/{id}/...: customers for one organization,
 * tenants for a Global View (decision 0001: the tenant id, with groupId for one group of a tenant
 * with several, or customerId for one of its organizations). Windows are whole UTC days ending
 * today: daysduration 7 covers today and the six days before it.
 */
export const DASHBOARD_WINDOWS = {
  newUsersDays: 7,
  eventsDays: 7,
  verifiedEventsDays: 30,
  urlUsersDays: 30,
  topVisitors: 10,
  /** An extension user is active when seen (registration, heartbeat) in the last 30 days (decision 0044). */
  activeDays: 30,
  /** Detection accuracy: triage decisions of the last 90 days (ours: the spec has no such card). */
  falsePositiveDays: 90,
} as const;

export const DASHBOARD_MAX_DAYS = 365;
export const DASHBOARD_MAX_TOP = 50;

export const DASHBOARD_MESSAGES = {
  invalidDaysDuration: `daysduration must be a whole number from 1 to ${DASHBOARD_MAX_DAYS}`,
  invalidTopVisitors: `topvisitors must be a whole number from 1 to ${DASHBOARD_MAX_TOP}`,
  invalidPaging: 'offset must be a whole number from 0 to 10000 and pageSize from 1 to 100',
} as const;

export const daysDurationParam = (days: number) =>
  wholeNumberParam(1, DASHBOARD_MAX_DAYS, DASHBOARD_MESSAGES.invalidDaysDuration).default(days);

/** The query of a card call: the tenants form adds groupId and customerId. */
export const cardQuery = <T extends z.ZodRawShape>(shape: T) => ({
  customers: z.object(shape),
  tenants: z.object({ ...shape, ...tenantScopeQuery }),
});

/**
 * Dashboard series (spec doc 2 §3: legend, values.count, xaxis): one count per x-axis day for each
 * legend, and the window's total.
 */
export const dashboardSeriesSchema = z.object({
  xaxis: z.array(z.string()),
  series: z.array(z.object({ legend: z.string(), values: z.object({ count: z.array(z.number().int()) }) })),
  total: z.number().int(),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** A breakdown (as the license charts' breakdowns, spec doc 1 §3): one count per legend, and the total. */
export const dashboardBreakdownSchema = z.object({
  records: z.array(z.object({ legend: z.string(), values: z.object({ count: z.number().int() }) })),
  total: z.number().int(),
});
export type DashboardBreakdown = z.infer<typeof dashboardBreakdownSchema>;
