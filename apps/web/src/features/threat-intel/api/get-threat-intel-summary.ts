import { threatIntelSummarySchema } from '@baitwatch/contracts/threat-intel/threat-intel-summary';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /v1/threat-intel/summary: what the intel subscription delivered (decision 0049). */
export function useThreatIntelSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['threat-intel', 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/v1/threat-intel/summary', { schema: threatIntelSummarySchema, signal }),
    enabled,
    staleTime: 60_000,
  });
}
