import type { AppDeps } from '../../../deps.ts';
import { JOBS, type JobPayload } from '../../../jobs/job-kinds.ts';
import { NotReadyError } from '../../../jobs/queue.ts';
import { evidenceBlobs } from '../../../storage/evidence-blobs.ts';
import { evidenceJobsRepository } from './evidence-jobs.repository.ts';
import { makeMarkedScreenshot } from './marked-screenshot.ts';
import { makeThumbnail } from './thumbnail.ts';

/**
 * The workers that derive images from a stored screenshot. Each is idempotent (it rewrites the same
 * blob), so a retried job is harmless.
 */
export function registerEvidenceJobs(deps: Pick<AppDeps, 'database' | 'blobs' | 'queue'>) {
  const repo = evidenceJobsRepository(deps.database.db);
  const blobs = evidenceBlobs(deps.blobs);

  const derive = (kind: 'resized' | 'marked') => async (job: JobPayload<typeof JOBS.resizeScreenshot>) => {
    const source = await repo.source(job.customerId, job.eventId);
    if (!source?.hasScreenshot) return;
    const boxes = source.detectionBoxes.length > 0;
    if (kind === 'marked' && !boxes) return;
    const screenshot = await blobs.get(source, 'screenshot');
    // Published a moment after the row is written: a job that runs in between tries again shortly.
    if (!screenshot) throw new NotReadyError(`screenshot of event ${job.eventId} is not stored yet`);
    const image =
      kind === 'resized'
        ? await makeThumbnail(screenshot)
        : await makeMarkedScreenshot(screenshot, source.detectionBoxes);
    await blobs.put(source, kind, image);
    await repo.markDone(job.customerId, job.eventId, kind);
    // The marked screenshot follows the thumbnail (one job per event at ingestion).
    if (kind === 'resized' && boxes) await deps.queue.enqueue(deps.database.db, JOBS.markScreenshot, job);
  };

  deps.queue.handle(JOBS.resizeScreenshot, derive('resized'));
  deps.queue.handle(JOBS.markScreenshot, derive('marked'));
}
