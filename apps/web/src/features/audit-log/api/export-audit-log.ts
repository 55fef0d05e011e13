import { type AuditLogFilter, auditLogFilterSchema } from '@baitwatch/contracts/audit/list-audit-log';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/audit-log/export: the filtered entries as CSV text. */
export function fetchAuditLogCsv(filter: Partial<AuditLogFilter>) {
  return apiRequest('/v1/audit-log/export', {
    query: filter,
    querySchema: auditLogFilterSchema,
    schema: z.string(),
  });
}

/** Fetches the CSV and hands it to the browser as a download named after today. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (filter: Partial<AuditLogFilter>) => {
      const csv = await fetchAuditLogCsv(filter);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      // The click has handed the blob to the download; the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    },
  });
}
