import {
  type ListAuditLogQuery,
  listAuditLogQuerySchema,
  listAuditLogResponseSchema,
} from '@baitwatch/contracts/audit/list-audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditLogQuery = Partial<ListAuditLogQuery>;

/** GET /v1/audit-log: one page of the filtered entries and how many match. */
export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return apiRequest('/v1/audit-log', {
    query,
    querySchema: listAuditLogQuerySchema,
    schema: listAuditLogResponseSchema,
    signal,
  });
}

/** The page stays on screen while the next one loads, so paging and filtering do not jump. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
