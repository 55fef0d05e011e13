import { type Reason, reportedReasons } from '@baitwatch/contracts/extension/detection/signals';
import {
  DETECTION_REASONS_MAX,
  type DetectionBox,
  type ReportEvent,
} from '@baitwatch/contracts/extension/report-event';
import type { CheckLogEntry } from '../shared/check-log.ts';
import { type DetectionMessage, toWorker } from '../shared/messages.ts';

// What the content script sends the service worker: a report (the worker adds its id, time, IP and,
// when asked, the screenshot) and an entry of the extension's own check log.

/** The event as the config rules take it; the service worker sets its id and detection time. */
export const candidate = (
  fields: Pick<ReportEvent, 'type' | 'url' | 'brands' | 'modelCode'>,
): ReportEvent => ({
  eventId: '',
  detectionTime: '',
  ...fields,
});

export interface ReportEvidence {
  html?: string;
  boxes?: DetectionBox[];
  /** A screenshot of the visible tab belongs with it. */
  screenshot: boolean;
  reasons?: readonly Reason[];
}

export async function sendReport(event: ReportEvent, evidence: ReportEvidence): Promise<void> {
  const message: DetectionMessage = {
    kind: 'detection',
    event: {
      type: event.type,
      url: event.url,
      brands: event.brands ?? [],
      modelCode: event.modelCode,
      ...(evidence.reasons ? { reasons: reportedReasons(evidence.reasons, DETECTION_REASONS_MAX) } : {}),
    },
    boxes: evidence.boxes ?? [],
    viewportWidth: window.innerWidth,
    screenshot: evidence.screenshot,
    ...(evidence.html ? { html: evidence.html } : {}),
  };
  const answer = await toWorker<string>(message);
  if (!answer.ok) throw new Error(answer.message);
}

export const logCheck = (entry: CheckLogEntry) =>
  void toWorker({ kind: 'check-log', entry }).catch(() => undefined);

export const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
