import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Queue } from '../../jobs/queue.ts';
import { evidenceBlobs } from '../../storage/evidence-blobs.ts';
import { evidenceJobsRepository } from './evidence-jobs.repository.ts';
import { makeMarkedScreenshot } from './marked-screenshot.ts';
import { makeThumbnail } from './thumbnail.ts';

export const EVIDENCE_QUEUES = { resize: 'evidence.resize', mark: 'evidence.mark' } as const;

interface EvidenceJob {
  customerId: number;
  eventId: string;
}

/** Called by ingestion inside the event's transaction: the jobs exist exactly when the event does. */
export async function enqueueEvidenceJobs(queue: Queue, tx: Tx, job: EvidenceJob & { marked: boolean }) {
  const payload: EvidenceJob = { customerId: job.customerId, eventId: job.eventId };
  await queue.enqueue(tx, EVIDENCE_QUEUES.resize, payload);
  if (job.marked) await queue.enqueue(tx, EVIDENCE_QUEUES.mark, payload);
}

/**
 * The workers that derive images from a stored screenshot. Each is idempotent (it rewrites the same
 * blob), so a retried job is harmless; an event whose screenshot is gone is skipped.
 */
export function registerEvidenceJobs(deps: Pick<AppDeps, 'database' | 'blobs' | 'queue'>) {
  const repo = evidenceJobsRepository(deps.database.db);
  const blobs = evidenceBlobs(deps.blobs);

  const derive = (kind: 'resized' | 'marked') => async (payload: unknown) => {
    const { customerId, eventId } = payload as EvidenceJob;
    const source = await repo.source(customerId, eventId);
    if (!source?.hasScreenshot) return;
    if (kind === 'marked' && source.detectionBoxes.length === 0) return;
    const screenshot = await blobs.get(source, 'screenshot');
    if (!screenshot) return;
    const image =
      kind === 'resized'
        ? await makeThumbnail(screenshot)
        : await makeMarkedScreenshot(screenshot, source.detectionBoxes);
    await blobs.put(source, kind, image);
    await repo.markDone(customerId, eventId, kind);
  };

  deps.queue.handle(EVIDENCE_QUEUES.resize, derive('resized'));
  deps.queue.handle(EVIDENCE_QUEUES.mark, derive('marked'));
}
