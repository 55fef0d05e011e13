import { z } from 'zod';
import { idField, idParam } from './ids.ts';

/** Said when a push setting (a webhook endpoint, a syslog destination) names both scopes. */
export const PUSH_SCOPE_INVALID = 'Choose either an organization or a tenant, not both.';

const oneScope = (scope: { customerId?: number | undefined; tenantId?: number | undefined }) =>
  scope.customerId === undefined || scope.tenantId === undefined;

/**
 * Where a new push setting belongs (webhook endpoints, syslog destinations): one organization
 * (`customerId`), a tenant's Global View (`tenantId`: all its organizations), or, with neither, the
 * provider's (every organization).
 */
export const pushScopeSchema = z
  .object({
    customerId: idField('Invalid customer id').optional(),
    tenantId: idField('Invalid tenant id').optional(),
  })
  .refine(oneScope, { error: PUSH_SCOPE_INVALID });

/** The settings of one scope, as a list query names it (the same rule as the body's). */
export const pushScopeQuerySchema = z
  .object({
    customerId: idParam('Invalid customer id').optional(),
    tenantId: idParam('Invalid tenant id').optional(),
  })
  .refine(oneScope, { error: PUSH_SCOPE_INVALID });
