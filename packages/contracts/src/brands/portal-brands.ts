import { z } from 'zod';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { dateTimeParam } from '../events/query-params.ts';

/**
 * GET /v1/portal/{customers|tenants}/{id}/brands: the brands detected in the scope's events, for
 * the feed's brand filter. Same window as the feed (default the last 30 days); sorted, at most 500.
 */
const window = { startTime: dateTimeParam.optional(), endTime: dateTimeParam.optional() };
export const customerBrandsQuerySchema = z.object(window);
export const tenantBrandsQuerySchema = z.object({ ...window, ...tenantScopeQuery });
export const BRANDS_LIMIT = 500;

export const brandsResponseSchema = z.object({ brands: z.array(z.string()) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
