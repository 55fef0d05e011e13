import { z } from 'zod';
import { tenantScopeQuery } from './org-scope.ts';

/**
 * GET /v1/portal/{customers|tenants}/{id}/licenses-count: how many extension users the scope has.
 * The feed's welcome popup appears below 1.
 */
export const customerLicensesCountQuerySchema = z.object({});
export const tenantLicensesCountQuerySchema = z.object(tenantScopeQuery);
export const licensesCountResponseSchema = z.object({ count: z.number().int() });
export type LicensesCountResponse = z.infer<typeof licensesCountResponseSchema>;
