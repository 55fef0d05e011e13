import { defineCall } from '../common/call.ts';
import {
  auditLogFilterSchema,
  listAuditLogQuerySchema,
  listAuditLogResponseSchema,
} from './list-audit-log.ts';

// The audit log (beyond the spec, which has none): every signed-in user reads the entries of what they
// administer.

/** One page of the filtered entries and how many match. */
export const listAuditLog = defineCall({
  method: 'GET',
  path: '/v1/audit-log',
  access: 'signedIn',
  query: listAuditLogQuerySchema,
  response: listAuditLogResponseSchema,
});

/** The filtered entries as a CSV file. */
export const exportAuditLog = defineCall({
  method: 'GET',
  path: '/v1/audit-log/export',
  access: 'signedIn',
  query: auditLogFilterSchema,
  response: null,
});
