import { z } from 'zod';
import { customerIdParam, wholeNumberParam } from '../common/ids.ts';
import { ROLES } from '../common/product.ts';
import { dateTimeParam, filterTextParam } from '../events/query-params.ts';
import { AUDIT_ACTION_NAMES } from './audit-actions.ts';
import { AUDIT_MESSAGES } from './messages.ts';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** The most rows one CSV export holds; a wider export asks for a narrower filter. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const filterFields = z.object({
  customerId: customerIdParam.optional(),
  actor: filterTextParam(200),
  action: z.enum(AUDIT_ACTION_NAMES, { error: AUDIT_MESSAGES.invalidAction }).optional(),
  startTime: dateTimeParam.optional(),
  endTime: dateTimeParam.optional(),
});

const windowInOrder = (q: { startTime?: string; endTime?: string }) =>
  !q.startTime || !q.endTime || Date.parse(q.startTime) <= Date.parse(q.endTime);

/**
 * GET /v1/audit-log/export: the filters of the audit log, organization, actor (part of an email),
 * action and a time window. The provider reads every entry, a TenantAdmin those of its tenant.
 */
export const auditLogFilterSchema = filterFields.refine(windowInOrder, {
  error: AUDIT_MESSAGES.invalidDateRange,
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** GET /v1/audit-log: one page of the filtered entries, newest first, and how many match. */
export const listAuditLogQuerySchema = filterFields
  .extend({
    offset: wholeNumberParam(0, 1_000_000, AUDIT_MESSAGES.invalidPage).default(0),
    pageSize: wholeNumberParam(1, AUDIT_MAX_PAGE_SIZE, AUDIT_MESSAGES.invalidPage).default(AUDIT_PAGE_SIZE),
  })
  .refine(windowInOrder, { error: AUDIT_MESSAGES.invalidDateRange });
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuerySchema>;

const changedFields = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number(),
  created: z.string(),
  actorEmail: z.string(),
  actorRole: z.enum(ROLES),
  tenantId: z.number().nullable(),
  tenantName: z.string().nullable(),
  customerId: z.number().nullable(),
  organizationName: z.string().nullable(),
  action: z.enum(AUDIT_ACTION_NAMES),
  target: z.string(),
  before: changedFields,
  after: changedFields,
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditLogResponseSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number(),
});
export type ListAuditLogResponse = z.infer<typeof listAuditLogResponseSchema>;
