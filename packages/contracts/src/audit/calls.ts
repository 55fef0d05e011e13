import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import {
  auditLogFilterSchema,
  listAuditLogQuerySchema,
  listAuditLogResponseSchema,
} from './list-audit-log.ts';

// The audit log (beyond the spec, which has none): the provider's and the tenant admins', each reading
// the entries of what they administer.

/** One page of the filtered entries and how many match. */
export const listAuditLog = defineCall({
  method: 'GET',
  path: '/v1/audit-log',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  query: listAuditLogQuerySchema,
  response: listAuditLogResponseSchema,
});

/** The filtered entries as a CSV file. */
export const exportAuditLog = defineCall({
  method: 'GET',
  path: '/v1/audit-log/export',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  query: auditLogFilterSchema,
  response: null,
});
