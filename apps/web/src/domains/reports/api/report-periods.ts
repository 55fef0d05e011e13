import { reportPdf, reportPeriods } from '@baitwatch/contracts/reports/calls';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download-csv.ts';
import { type FeedScope, scopeKey } from '../../../lib/org-scope.ts';
import { callForScope, downloadForScope } from '../../../lib/org-scope-call.ts';

/** The ended periods a scope's report can be downloaded for, with when each was mailed. */
export const reportPeriodsQueryOptions = (scope: FeedScope) =>
  queryOptions({
    queryKey: ['reports', 'periods', scopeKey(scope)] as const,
    queryFn: ({ signal }) => callForScope(reportPeriods, scope, { signal }),
    staleTime: 60_000,
  });

export const useReportPeriods = (scope: FeedScope) => useQuery(reportPeriodsQueryOptions(scope));

/** One period's report, made on demand and saved as a file. */
export function useDownloadReport(scope: FeedScope) {
  return useMutation({
    mutationFn: async (period: string) => {
      const file = await downloadForScope(reportPdf, scope, { query: { period } });
      saveFile(file.blob, file.fileName ?? `report-${period}.pdf`);
    },
  });
}
