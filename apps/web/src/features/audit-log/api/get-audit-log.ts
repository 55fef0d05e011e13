import { listAuditLog } from '@baitwatch/contracts/audit/calls';
import type { ListAuditLogQuery } from '@baitwatch/contracts/audit/list-audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type AuditLogQuery = Partial<ListAuditLogQuery>;

/** One page of the filtered entries and how many match. */
export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return callApi(listAuditLog, { query, signal });
}

/** The page stays on screen while the next one loads, so paging and filtering do not jump. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
