import type { ParsedReportEvent, ReportEventResponse } from '@baitwatch/contracts/extension/report-event';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { evidenceBlobs } from '../../storage/evidence-blobs.ts';
import { enqueueEvidenceJobs } from '../evidence-jobs/evidence-jobs.ts';
import type { InstallPrincipal } from '../extension/installs.repository.ts';
import { checkEvidence, type Evidence } from './evidence-checks.ts';
import { ingestionRepository, type NewEvent } from './ingestion.repository.ts';

/** Clocks drift; a detection further ahead than this is refused. */
const MAX_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Stores one reported event, idempotently. Evidence blobs are written before the row commits, so the
 * answer (and the event's existence) always comes after its evidence is durable; the thumbnail and
 * marked-screenshot jobs are enqueued in the same transaction as the row.
 */
export function ingestionService(deps: Pick<AppDeps, 'database' | 'blobs' | 'queue' | 'clock'>) {
  const db = deps.database.db;
  const repo = ingestionRepository(db);
  const blobs = evidenceBlobs(deps.blobs);

  function row(install: InstallPrincipal, event: ParsedReportEvent, evidence: Evidence, at: Date): NewEvent {
    return {
      customerId: install.customerId,
      eventId: event.eventId,
      extensionUserId: install.extensionUserId,
      installId: install.installId,
      type: event.type,
      url: event.url,
      detectionTime: new Date(event.detectionTime),
      userAction: event.userAction,
      brands: event.brands,
      email: install.email,
      osUserId: install.osUserId,
      osComputerName: install.osComputerName,
      osUuid: install.osUuid,
      os: install.os,
      browserName: install.browser,
      deviceType: event.deviceType,
      domainIpAddress: event.domainIPAddress ?? null,
      modelCode: event.modelCode,
      detectionBoxes: event.detectionBoxes ?? null,
      hasScreenshot: Boolean(evidence.screenshot),
      hasHtml: Boolean(evidence.html),
      received: at,
    };
  }

  return {
    async report(
      install: InstallPrincipal,
      event: ParsedReportEvent,
      evidence: Evidence,
    ): Promise<ReportEventResponse> {
      const at = deps.clock.now();
      if (new Date(event.detectionTime).getTime() > at.getTime() + MAX_CLOCK_SKEW_MS)
        throw badRequest('detectionTime: must not be in the future');
      checkEvidence(evidence);
      const answer = (id: number) => ({ id, eventId: event.eventId, customerId: install.customerId });
      // The insert found the event already stored (a retry racing its first attempt).
      const storedBefore = async () => {
        const id = await repo.findRowId(install.customerId, event.eventId);
        if (id === null) throw new Error(`event ${event.eventId} neither inserted nor found`);
        return id;
      };

      if (!evidence.screenshot && !evidence.html) {
        // Metadata only: one statement, atomic on its own.
        const id = await repo.insert(db, row(install, event, evidence, at));
        return answer(id ?? (await storedBefore()));
      }

      // A retry must change nothing, its evidence included: answer before touching any blob.
      const existing = await repo.findRowId(install.customerId, event.eventId);
      if (existing !== null) return answer(existing);
      const address = {
        container: install.blobContainer,
        customerId: install.customerId,
        installId: install.installId,
        eventId: event.eventId,
      };
      await Promise.all([
        evidence.screenshot && blobs.put(address, 'screenshot', evidence.screenshot),
        evidence.html && blobs.put(address, 'html', evidence.html),
      ]);
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, row(install, event, evidence, at));
        if (inserted !== null && evidence.screenshot) {
          await enqueueEvidenceJobs(deps.queue, tx, {
            customerId: install.customerId,
            eventId: event.eventId,
            marked: (event.detectionBoxes?.length ?? 0) > 0,
          });
        }
        return inserted;
      });
      return answer(id ?? (await storedBefore()));
    },
  };
}
