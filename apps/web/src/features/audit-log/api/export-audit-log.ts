import { type AuditLogFilter, auditLogFilterSchema } from '@baitwatch/contracts/audit/list-audit-log';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';

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
    mutationFn: async (filter: Partial<AuditLogFilter>) =>
      downloadCsv(await fetchAuditLogCsv(filter), 'audit-log'),
  });
}
