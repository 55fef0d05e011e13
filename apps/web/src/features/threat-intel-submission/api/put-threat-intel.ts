import {
  type SubmitThreatIntelBody,
  submitThreatIntelResponseSchema,
} from '@baitwatch/contracts/threat-intel/submit-threat-intel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { incidentKeys } from '../../../lib/events/query-keys.ts';

/** PUT /v1/threat-intel/{customerOrTenantParam}/{eventId}: verifies the event into threat intel. */
export function putThreatIntel(customerId: number, eventId: string, body: SubmitThreatIntelBody) {
  return apiRequest(`/v1/threat-intel/${customerId}/${encodeURIComponent(eventId)}`, {
    method: 'PUT',
    body,
    schema: submitThreatIntelResponseSchema,
  });
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
