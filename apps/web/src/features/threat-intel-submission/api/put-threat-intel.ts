import { submitThreatIntel } from '@baitwatch/contracts/threat-intel/calls';
import type { SubmitThreatIntelBody } from '@baitwatch/contracts/threat-intel/submit-threat-intel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';

/** Verifies the event into threat intel. */
export function putThreatIntel(customerId: number, eventId: string, body: SubmitThreatIntelBody) {
  return callApi(submitThreatIntel, { params: { customerOrTenantParam: customerId, eventId }, body });
}

/** The submission; afterwards the feeds and the event's details read again (the event is verified). */
export function useSubmitThreatIntel(customerId: number, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitThreatIntelBody) => putThreatIntel(customerId, eventId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: incidentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['threat-intel'] });
    },
  });
}
