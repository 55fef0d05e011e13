import { AUDIT_ACTION_NAMES, type AuditAction } from '@baitwatch/contracts/audit/audit-actions';
import { AUDIT_PAGE_SIZE } from '@baitwatch/contracts/audit/list-audit-log';
import type { AuditLogQuery } from '../api/get-audit-log.ts';

/** The audit page's filters as the address keeps them, so a reload or a shared link shows the same view. */
export interface AuditFilters {
  customerId: string | null;
  actor: string;
  action: AuditAction | null;
  /** yyyy-mm-dd, in the viewer's zone. */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  const page = Number(params.get('page'));
  const customerId = params.get('customerId');
  return {
    customerId: customerId && /^\d+$/.test(customerId) ? customerId : null,
    actor: params.get('actor') ?? '',
    action: AUDIT_ACTION_NAMES.includes(action as AuditAction) ? (action as AuditAction) : null,
    from: DATE.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
    to: DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsFromFilters(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.customerId) params.customerId = filters.customerId;
  if (filters.actor) params.actor = filters.actor;
  if (filters.action) params.action = filters.action;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** A day's start or end in the viewer's zone, as the instant the server compares with. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** What the filters ask of the server (the actor as typed, trimmed; an empty one asks nothing). */
export function queryOf(filters: AuditFilters, actor: string): AuditLogQuery {
  const query: AuditLogQuery = {};
  if (filters.customerId) query.customerId = Number(filters.customerId);
  if (actor.trim()) query.actor = actor.trim();
  if (filters.action) query.action = filters.action;
  if (filters.from) query.startTime = dayStart(filters.from);
  if (filters.to) query.endTime = dayEnd(filters.to);
  return query;
}

export const pageQuery = (query: AuditLogQuery, page: number): AuditLogQuery => ({
  ...query,
  offset: (page - 1) * AUDIT_PAGE_SIZE,
  pageSize: AUDIT_PAGE_SIZE,
});

export const hasFilters = (filters: AuditFilters) =>
  Boolean(filters.customerId || filters.actor || filters.action || filters.from || filters.to);
