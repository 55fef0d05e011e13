import { unverifyEvent } from '@baitwatch/contracts/threat-intel/calls';
import { callApi } from '../../../lib/call-api.ts';
import type { ActionTarget } from '../model/action-target.ts';

/** Unverify in the threat-intel views ({product}Admin). */
export function putUnverifyEvent(target: ActionTarget) {
  return callApi(unverifyEvent, { params: { id: target.eventId, customerId: target.customerId } });
}
