import { reportEventsBatch } from '@baitwatch/contracts/extension/calls';
import type { ReportEvent } from '@baitwatch/contracts/extension/report-event';
import {
  EVENTS_BATCH_MAX,
  type ReportEventsBatchResponse,
} from '@baitwatch/contracts/extension/report-events-batch';
import { writeStored } from '../shared/stored.ts';
import { authedCall } from './authed-call.ts';
import { jsonOf, ServerError, UnreachableError } from './server-api.ts';

// Every report waits in a queue in chrome.storage.local until the server has it. It is sent in
// batches (POST /events/batch) with the event ids chosen when it was detected: the server stores an
// event id once per organization and answers a retry as stored, so a batch whose answer was lost is
// simply sent again and nothing arrives twice (decision 0009).

export interface QueuedReport {
  event: ReportEvent & { eventId: string };
  /** The screenshot JPEG, base64. */
  screenshot?: string;
  html?: string;
}

const QUEUE_KEY = 'queue';
/** Events per batch: well under the API's 50, so a batch with evidence stays a few MB. */
const BATCH_SIZE = Math.min(25, EVENTS_BATCH_MAX);
/** Evidence bytes per batch. */
const BATCH_EVIDENCE_BYTES = 8 * 1024 * 1024;

// One service worker runs the queue: a chain of promises keeps its read-modify-writes in order.
let chain: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = chain.then(work, work);
  chain = next.catch(() => undefined);
  return next;
}

async function readQueue(): Promise<QueuedReport[]> {
  const found = await chrome.storage.local.get(QUEUE_KEY);
  return (found[QUEUE_KEY] as QueuedReport[] | undefined) ?? [];
}
const writeQueue = (queue: QueuedReport[]) => chrome.storage.local.set({ [QUEUE_KEY]: queue });

export const queuedCount = async () => (await readQueue()).length;

export function enqueue(report: QueuedReport): Promise<void> {
  return serially(async () => writeQueue([...(await readQueue()), report]));
}

const evidenceBytes = (r: QueuedReport) => (r.screenshot?.length ?? 0) * 0.75 + (r.html?.length ?? 0) * 3;

/** The next batch: in order, up to BATCH_SIZE events and BATCH_EVIDENCE_BYTES (at least one). */
function nextBatch(queue: QueuedReport[]): QueuedReport[] {
  const batch: QueuedReport[] = [];
  let bytes = 0;
  for (const report of queue) {
    if (batch.length === BATCH_SIZE) break;
    if (batch.length > 0 && bytes + evidenceBytes(report) > BATCH_EVIDENCE_BYTES) break;
    batch.push(report);
    bytes += evidenceBytes(report);
  }
  return batch;
}

function jpegBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/jpeg' });
}

function batchForm(batch: QueuedReport[]): FormData {
  const form = new FormData();
  form.append('events', JSON.stringify({ events: batch.map((r) => r.event) }));
  for (const report of batch) {
    const id = report.event.eventId;
    if (report.screenshot) form.append(`screenshot.${id}`, jpegBlob(report.screenshot), `${id}.jpg`);
    if (report.html)
      form.append(`html.${id}`, new Blob([report.html], { type: 'text/plain;charset=utf-8' }), `${id}.html`);
  }
  return form;
}

/** Sends one batch; answers the event ids the queue no longer needs (stored or refused for good). */
async function sendBatch(batch: QueuedReport[]): Promise<Set<string> | null> {
  let response: Response | null;
  try {
    response = await authedCall(reportEventsBatch, { form: batchForm(batch) });
  } catch (error) {
    if (!(error instanceof ServerError && (error.status === 400 || error.status === 413))) throw error;
    // A whole batch refused as sent (an evidence part over its limit): its evidence goes and the
    // events are sent again alone; refused without evidence, it can never succeed and is dropped.
    await writeStored('lastError', error.message);
    return batch.some((r) => r.screenshot || r.html) ? new Set() : new Set(batch.map((r) => r.event.eventId));
  }
  if (!response) return null;
  const { results } = await jsonOf<ReportEventsBatchResponse>(response);
  const done = new Set<string>();
  results.forEach((result, index) => {
    const id = batch[index]?.event.eventId;
    if (id) done.add(id);
    if (result.status === 'refused') console.warn('Report refused by the server', result.errors);
  });
  return done;
}

/**
 * Sends the queue in batches until it is empty or the server is unreachable. Answers how many were
 * delivered. An unreachable server leaves everything queued for the next try (an alarm).
 */
export function flushQueue(): Promise<number> {
  return serially(async () => {
    let delivered = 0;
    for (;;) {
      const queue = await readQueue();
      const batch = nextBatch(queue);
      if (batch.length === 0) return delivered;
      let done: Set<string> | null;
      try {
        done = await sendBatch(batch);
      } catch (error) {
        if (error instanceof UnreachableError || (error instanceof ServerError && error.status === 429))
          return delivered;
        throw error;
      }
      if (!done) return delivered;
      const sent = new Set(batch.map((r) => r.event.eventId));
      const after = (await readQueue()).flatMap((r): QueuedReport[] => {
        if (done.has(r.event.eventId)) return [];
        // Refused as a whole: sent again without its evidence (the event itself is valid).
        if (sent.has(r.event.eventId)) return [{ event: r.event }];
        return [r];
      });
      delivered += done.size;
      await writeQueue(after);
    }
  });
}
