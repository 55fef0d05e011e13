import { z } from 'zod';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { booleanParam } from '../events/query-params.ts';
import { breakdownSchema } from './breakdown.ts';
import { GROWTH_TIMESPANS } from './constants.ts';
import { LICENSE_MESSAGES } from './messages.ts';

/**
 * GET /v1/dashboard/{customers|tenants}/{id}/deployed-licenses-growth: the growth rows of a timespan
 * (getDataByPeriod), and the browser and OS breakdowns when asked (getDataByBrowser, getDataByOS).
 * A tenant adds customerId.
 */
const growthQuery = {
  getDataByPeriod: booleanParam.default(true),
  timespan: z.enum(GROWTH_TIMESPANS, { error: LICENSE_MESSAGES.invalidTimespan }).default('month'),
  getDataByBrowser: booleanParam.default(false),
  getDataByOS: booleanParam.default(false),
};
export const customerGrowthQuerySchema = z.object(growthQuery);
export const tenantGrowthQuerySchema = z.object({ ...growthQuery, ...tenantScopeQuery });
export type GrowthQuery = z.output<typeof customerGrowthQuerySchema>;

/**
 * One period, oldest first (doc 1 §3 "License growth rows"): cNT the licenses deployed by its end;
 * yR, mNTH (1-12) and dY (1-31) name it, finer fields null for coarser spans. Ours beside them: nEW,
 * the users created in it; aCTV, the distinct users seen in it (BaitwatchAdmin only).
 */
export const growthRowSchema = z.object({
  cNT: z.number().int(),
  yR: z.number().int(),
  mNTH: z.number().int().nullable(),
  dY: z.number().int().nullable(),
  nEW: z.number().int(),
  aCTV: z.number().int().optional(),
});
export type GrowthRow = z.infer<typeof growthRowSchema>;

export const growthResponseSchema = z.object({
  growth: z.array(growthRowSchema).optional(),
  browser: breakdownSchema.optional(),
  os: breakdownSchema.optional(),
});
export type GrowthResponse = z.infer<typeof growthResponseSchema>;
