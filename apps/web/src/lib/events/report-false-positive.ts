import { FALSE_POSITIVE_TYPE } from '@baitwatch/contracts/events/constants';
import { eventActionResultSchema } from '@baitwatch/contracts/events/event-action-result';
import type { ReportFalsePositiveBody } from '@baitwatch/contracts/events/report-false-positive';
import { apiRequest } from '../api-client.ts';
import type { ActionTarget } from './action-target.ts';
import { eventPath } from './verify-events.ts';

/** POST portal/customers/{customerId}/events/{eventId}/report-false-positive, falsePositiveType 6. */
export function postReportFalsePositive(target: ActionTarget) {
  const body: ReportFalsePositiveBody = [
    { eventId: target.eventId, url: target.url, falsePositiveType: FALSE_POSITIVE_TYPE },
  ];
  return apiRequest(eventPath(target, 'report-false-positive'), {
    method: 'POST',
    body,
    schema: eventActionResultSchema,
  });
}
