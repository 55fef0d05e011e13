import { removeThreat } from '@baitwatch/contracts/events/action-calls';
import { callApi } from '../../../lib/call-api.ts';
import type { ActionTarget } from '../model/action-target.ts';
import { eventParams } from './verify-events.ts';

/** Unverify in the feeds (clears the triaged flag). */
export function putRemoveThreat(target: ActionTarget) {
  return callApi(removeThreat, { params: eventParams(target), body: { eventId: target.eventId } });
}
