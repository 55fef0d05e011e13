import { removeThreat } from '@baitwatch/contracts/events/calls';
import { callApi } from '../call-api.ts';
import type { ActionTarget } from './action-target.ts';
import { eventParams } from './verify-events.ts';

/** Unverify in the feeds (clears the triaged flag). */
export function putRemoveThreat(target: ActionTarget) {
  return callApi(removeThreat, { params: eventParams(target), body: { eventId: target.eventId } });
}
