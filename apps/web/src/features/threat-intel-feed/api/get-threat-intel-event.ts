import { getThreatIntelEvent } from '@baitwatch/contracts/threat-intel/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { threatIntelKeys } from './get-threat-intel-events.ts';

/** One record, its evidence inline and its lookup names. */
export function useThreatIntelEvent(id: number) {
  return useQuery({
    queryKey: threatIntelKeys.event(id),
    queryFn: ({ signal }) => callApi(getThreatIntelEvent, { params: { id }, signal }),
  });
}
