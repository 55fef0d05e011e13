import { getThreatIntelSummary } from '@baitwatch/contracts/threat-intel/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** What the intel subscription delivered (decision 0049). */
export function useThreatIntelSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['threat-intel', 'summary'] as const,
    queryFn: ({ signal }) => callApi(getThreatIntelSummary, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
