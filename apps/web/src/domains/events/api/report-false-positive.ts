import { reportFalsePositive } from '@baitwatch/contracts/events/action-calls';
import { FALSE_POSITIVE_TYPE } from '@baitwatch/contracts/events/constants';
import { callApi } from '../../../lib/call-api.ts';
import type { ActionTarget } from '../model/action-target.ts';
import { eventParams } from './verify-events.ts';

/** Marks the event a false positive (falsePositiveType is always 6). */
export function postReportFalsePositive(target: ActionTarget) {
  return callApi(reportFalsePositive, {
    params: eventParams(target),
    body: [{ eventId: target.eventId, url: target.url, falsePositiveType: FALSE_POSITIVE_TYPE }],
  });
}
