import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventView } from '@baitwatch/contracts/events/event-rules';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { useMutation } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { confirmAction } from '../../../components/confirm.tsx';
import type { ResultStatus } from '../../../components/result-modal.tsx';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { postClearIncident } from '../api/clear-incident.ts';
import { putRemoveThreat } from '../api/remove-threat.ts';
import { postReportFalsePositive } from '../api/report-false-positive.ts';
import { putUnverifyEvent } from '../api/unverify-event.ts';
import { postVerifyEvents } from '../api/verify-events.ts';
import type { ActionTarget, EventAction } from '../model/action-target.ts';
import { AllowHostOffer } from './allow-host-offer.tsx';

/** The confirmation question of each action (spec doc 1 §4); Verify asks none. */
export const ACTION_CONFIRMATIONS: Partial<Record<EventAction, string>> = {
  unverify: EVENT_MESSAGES.confirmUnverify,
  falsePositive: EVENT_MESSAGES.confirmFalsePositive,
  clear: EVENT_MESSAGES.confirmDelete,
};

function call(action: EventAction, view: EventView, target: ActionTarget): Promise<EventActionResult> {
  switch (action) {
    case 'verify':
      return postVerifyEvents(target);
    case 'unverify':
      return view === 'threatIntel' ? putUnverifyEvent(target) : putRemoveThreat(target);
    case 'falsePositive':
      return postReportFalsePositive(target);
    case 'clear':
      return postClearIncident(target);
  }
}

function successStatus(
  action: EventAction,
  view: EventView,
  result: EventActionResult,
  target: ActionTarget,
): ResultStatus {
  if (action === 'unverify' && view === 'threatIntel')
    return { code: 200, title: EVENT_MESSAGES.unverifiedTitle, message: EVENT_MESSAGES.unverifiedText };
  if (action === 'falsePositive')
    return {
      code: 200,
      message: createElement(AllowHostOffer, {
        message: result.message,
        customerId: target.customerId,
        url: target.url,
      }),
    };
  return { code: 200, message: result.message };
}

function failureStatus(action: EventAction, view: EventView, error: unknown): ResultStatus {
  if (action === 'unverify' && view === 'threatIntel' && error instanceof ApiError && error.status >= 500)
    return {
      code: 500,
      title: EVENT_MESSAGES.unverifyFailedTitle,
      message: EVENT_MESSAGES.unverifyFailedText,
    };
  return { code: 500, message: errorText(error) };
}

/**
 * Runs an event action as the spec's menus do: the confirmation ("Are You Sure ?"), the call, then
 * the result popup. `onDone` runs when the popup of a successful action closes, so the page updates
 * its list or returns to the feed after the user has read the message.
 */
export function useEventAction(
  view: EventView,
  onDone: (action: EventAction, result: EventActionResult) => void,
) {
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const [done, setDone] = useState<{ action: EventAction; result: EventActionResult } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, target }: { action: EventAction; target: ActionTarget }) =>
      call(action, view, target),
    onSuccess: (result, { action, target }) => {
      setDone({ action, result });
      setStatus(successStatus(action, view, result, target));
    },
    onError: (error, { action }) => setStatus(failureStatus(action, view, error)),
  });

  async function run(action: EventAction, target: ActionTarget) {
    const question = ACTION_CONFIRMATIONS[action];
    if (question && !(await confirmAction({ message: question, danger: action === 'clear' }))) return;
    mutation.mutate({ action, target });
  }

  function closeResult() {
    setStatus(null);
    if (done) {
      setDone(null);
      onDone(done.action, done.result);
    }
  }

  return { run, pending: mutation.isPending, status, closeResult };
}
