import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { groupIdParam, tenantIdParam } from '../events/query-params.ts';

export const LIVE_MESSAGES = {
  oneScope: 'Name an organization (customerId) or a tenant (tenantId), not both.',
  groupNeedsTenant: 'A groupId belongs to a tenant: name its tenantId too.',
} as const;

/**
 * Whose events a stream hears, as the feeds are scoped: one organization (the incident feed of
 * /customers/{id}), a Global View (tenantId, optionally one group), or nothing named: everything the
 * session may read (the provider's super feed). The access policy decides whether the session may.
 */
export const liveScopeQuerySchema = z
  .object({
    customerId: customerIdParam.optional(),
    tenantId: tenantIdParam.optional(),
    groupId: groupIdParam.optional(),
  })
  .check((ctx) => {
    const { customerId, tenantId, groupId } = ctx.value;
    if (customerId !== undefined && tenantId !== undefined)
      ctx.issues.push({
        code: 'custom',
        message: LIVE_MESSAGES.oneScope,
        input: ctx.value,
        path: ['tenantId'],
      });
    if (groupId !== undefined && tenantId === undefined)
      ctx.issues.push({
        code: 'custom',
        message: LIVE_MESSAGES.groupNeedsTenant,
        input: ctx.value,
        path: ['groupId'],
      });
  });
export type LiveScopeQuery = z.infer<typeof liveScopeQuerySchema>;
