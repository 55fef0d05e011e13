import { clearIncident } from '@baitwatch/contracts/events/action-calls';
import { callApi } from '../../../lib/call-api.ts';
import type { ActionTarget } from '../model/action-target.ts';
import { eventParams } from './verify-events.ts';

/** Deletes the incident from the feeds. */
export function postClearIncident(target: ActionTarget) {
  return callApi(clearIncident, { params: eventParams(target), body: { eventId: target.eventId } });
}
