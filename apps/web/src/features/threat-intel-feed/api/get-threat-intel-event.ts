import { threatIntelEventDetailSchema } from '@baitwatch/contracts/threat-intel/threat-intel-event';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { threatIntelKeys } from './get-threat-intel-events.ts';

/** GET /v1/threat-intel/events/{id}: one record, its evidence inline and its lookup names. */
export function useThreatIntelEvent(id: number) {
  return useQuery({
    queryKey: threatIntelKeys.event(id),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/threat-intel/events/${id}`, { schema: threatIntelEventDetailSchema, signal }),
  });
}
