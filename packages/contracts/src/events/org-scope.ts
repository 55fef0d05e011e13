import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { groupIdParam, tenantIdParam } from './query-params.ts';

/**
 * The organizations a portal/{customers|tenants}/{id}/... call covers. The customers form covers
 * one organization; the tenants form is the Global View: all of the tenant's organizations, or one
 * group's (groupId), or one organization of the tenant (customerId).
 */
export const ORG_SCOPE_KINDS = ['customers', 'tenants'] as const;
export type OrgScopeKind = (typeof ORG_SCOPE_KINDS)[number];

export const customerScopeParamsSchema = z.object({ id: customerIdParam });
export const tenantScopeParamsSchema = z.object({ id: tenantIdParam });
export const tenantScopeQuery = {
  groupId: groupIdParam.optional(),
  customerId: customerIdParam.optional(),
};
