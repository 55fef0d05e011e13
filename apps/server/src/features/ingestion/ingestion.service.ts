import type { ParsedReportEvent, ReportEventResponse } from '@baitwatch/contracts/extension/report-event';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { evidenceBlobs } from '../../storage/evidence-blobs.ts';
import { evidenceJobFor } from '../evidence-jobs/evidence-jobs.ts';
import type { InstallPrincipal } from '../extension/installs.repository.ts';
import { checkEvidence, type Evidence } from './evidence-checks.ts';
import { ingestionRepository, type NewEvent } from './ingestion.repository.ts';

/** Clocks drift; a detection further ahead than this is refused. */
const MAX_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Stores one reported event, idempotently (a retry with the same event id stores nothing new). Evidence
 * is flushed to disk before the row is written and published before the answer, so an answered event
 * always has durable evidence; the thumbnail job is created in the same statement as the row.
 */
export function ingestionService(deps: Pick<AppDeps, 'database' | 'blobs' | 'clock'>) {
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

      // Evidence is staged (written and flushed) first; the event row and its job follow in one
      // statement; then the evidence is published under its names (an atomic rename) before the answer.
      const address = {
        container: install.blobContainer,
        customerId: install.customerId,
        installId: install.installId,
        eventId: event.eventId,
      };
      const kinds = (['screenshot', 'html'] as const).filter((kind) => evidence[kind]);
      const staged = await Promise.all(
        kinds.map(async (kind) => ({
          kind,
          blob: await blobs.stage(address, kind, evidence[kind] as Buffer),
        })),
      );
      let id: number | null;
      try {
        const stored = row(install, event, evidence, at);
        id = evidence.screenshot
          ? await repo.insertWithJob(db, stored, evidenceJobFor(address, at))
          : await repo.insert(db, stored);
      } catch (error) {
        await Promise.all(staged.map(({ blob }) => blob.discard()));
        throw error;
      }
      // A retry changes no stored evidence; it only completes evidence an interrupted first try left
      // unpublished.
      await Promise.all(
        staged.map(async ({ kind, blob }) =>
          id === null && (await blobs.exists(address, kind)) ? blob.discard() : blob.publish(),
        ),
      );
      return answer(id ?? (await storedBefore()));
    },
  };
}
