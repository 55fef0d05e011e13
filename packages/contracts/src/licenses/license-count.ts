import { z } from 'zod';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { breakdownSchema } from './breakdown.ts';

/**
 * GET /v1/dashboard/{customers|tenants}/{id}/license-count: the breakdowns, users by OS and by
 * browser (each user counted under its latest recorded OS and browser). A tenant adds customerId.
 */
export const customerLicenseCountQuerySchema = z.object({});
export const tenantLicenseCountQuerySchema = z.object(tenantScopeQuery);
export const licenseCountResponseSchema = z.object({ os: breakdownSchema, browser: breakdownSchema });
export type LicenseCountResponse = z.infer<typeof licenseCountResponseSchema>;
