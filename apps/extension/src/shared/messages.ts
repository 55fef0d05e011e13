import type { PageEvidence } from '@baitwatch/contracts/extension/detection/page-evidence';
import type { DetectionBox, ReportEvent } from '@baitwatch/contracts/extension/report-event';
import type { CheckLogEntry } from './check-log.ts';

// The messages the content script and the options page send the service worker, and its answers.

/** A detection the content script made: the service worker adds the id, time, IP and screenshot. */
export interface DetectionMessage {
  kind: 'detection';
  event: Pick<ReportEvent, 'type' | 'url' | 'brands' | 'modelCode' | 'reasons'>;
  /** The page's HTML, already cut to the API's limit. Absent for a blocked page (never loaded). */
  html?: string;
  /** Boxes in CSS pixels of the viewport; scaled to screenshot pixels by the service worker. */
  boxes: DetectionBox[];
  /** The viewport's width in CSS pixels (the screenshot's is in device pixels). */
  viewportWidth: number;
  /** Whether a screenshot of the visible tab belongs with it. */
  screenshot: boolean;
}

export type ToWorker =
  | DetectionMessage
  | { kind: 'login-page-scanned' }
  /** A child frame's sign-in form: relayed to the tab's top frame, which judges the whole page. */
  | { kind: 'frame-evidence'; evidence: PageEvidence }
  /** The top frame asks for the evidence its frames sent before it was listening. */
  | { kind: 'frames-of-tab' }
  | { kind: 'check-log'; entry: CheckLogEntry }
  /** Pictures beside a sign-in form that say nothing of themselves, as PNG data addresses: their words. */
  | { kind: 'read-pictures'; pictures: string[] }
  | { kind: 'manual-start'; serverUrl: string; licenseKey: string; email: string }
  | { kind: 'manual-verify'; code: string }
  | { kind: 'status' }
  | { kind: 'sync-now' }
  | { kind: 'open-options' };

/** What the options page shows. */
export interface WorkerStatus {
  registration: 'registered' | 'not registered' | 'code sent' | 'revoked';
  mode: 'managed' | 'manual' | null;
  serverUrl: string | null;
  email: string | null;
  /** The managed policy's state: complete (registers by itself), partial (a value missing) or absent. */
  managedPolicy: 'complete' | 'partial' | 'absent';
  organizationName: string | null;
  brandName: string;
  lastConfigCheck: string | null;
  lastError: string | null;
  queued: number;
}

/** Every answer: ok with a message to show, or a failure with the server's or our reason. */
export type WorkerAnswer<T = undefined> =
  | { ok: true; message?: string; value?: T }
  | { ok: false; message: string };

/** Pictures a content script hands over for reading at once, at most: a logo and a few words drawn as pictures. */
export const PICTURES_PER_READING = 4;

/** What the service worker asks the offscreen document (offscreen/read-pictures.ts). */
export type ToOffscreen = { kind: 'read-pictures-offscreen'; pictures: string[] };

/** What the service worker relays to a tab's top frame. */
export type ToTopFrame = { kind: 'frame-evidence'; evidence: PageEvidence };

/** Sends a message to the service worker and waits for its answer. */
export function toWorker<T = undefined>(message: ToWorker): Promise<WorkerAnswer<T>> {
  return chrome.runtime.sendMessage(message) as Promise<WorkerAnswer<T>>;
}
