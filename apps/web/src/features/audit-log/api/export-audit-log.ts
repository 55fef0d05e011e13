import { exportAuditLog } from '@baitwatch/contracts/audit/calls';
import type { AuditLogFilter } from '@baitwatch/contracts/audit/list-audit-log';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../lib/call-api.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';

/** The filtered entries as CSV text. */
export async function fetchAuditLogCsv(filter: Partial<AuditLogFilter>) {
  const { blob } = await downloadCall(exportAuditLog, { query: filter });
  return blob.text();
}

/** Fetches the CSV and hands it to the browser as a download named after today. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (filter: Partial<AuditLogFilter>) =>
      downloadCsv(await fetchAuditLogCsv(filter), 'audit-log'),
  });
}
