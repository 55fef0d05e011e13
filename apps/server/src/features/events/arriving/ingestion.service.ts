import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { ReportEventResponse } from '@baitwatch/contracts/extension/report-event';
import type { ReportEventsBatchResponse } from '@baitwatch/contracts/extension/report-events-batch';
import type { InstallPrincipal } from '../../../auth/install-principal.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest } from '../../../http/errors.ts';
import { JOBS } from '../../../jobs/job-kinds.ts';
import type { CausedJob } from '../../../jobs/jobs.repository.ts';
import { evidenceBlobs } from '../../../storage/evidence-blobs.ts';
import type { AlertsService } from '../../alerts/alerts.service.ts';
import type { IncidentWebhooksService } from '../../enterprise-soc/incident-webhooks.service.ts';
import type { LiveService } from '../../live/live.service.ts';
import { readBatch, refusal } from './event-batch.ts';
import { eventWriter } from './event-writer.ts';
import { type Evidence, evidenceProblems } from './evidence-checks.ts';
import { ingestionRepository, type NewEvent } from './ingestion.repository.ts';
import type { ReportItem } from './report-item.ts';

/** Event types an email alert announces: incidents, reported phish, Google Form passwords, verified. */
const ALERTED_TYPES: ReadonlySet<number> = new Set([
  EVENT_TYPES.incident,
  EVENT_TYPES.reportedPhish,
  EVENT_TYPES.googleFormPassword,
  EVENT_TYPES.productVerified,
]);

/** Event ids as the database answers them: a UUID sent in capitals is the same event. */
const idKey = (eventId: string) => eventId.toLowerCase();

/**
 * Statements storing events at once (the pool holds ten connections; reads and the queue need some),
 * and the most events one statement takes when concurrent calls are written together (event-writer.ts).
 */
const WRITER_OPTIONS = { maxInFlight: 4, maxRows: 250 };

/** Clocks drift; a detection further ahead than this is refused. */
const MAX_CLOCK_SKEW_MS = 10 * 60_000;

/** One reported event with its evidence. */
function row(install: InstallPrincipal, item: ReportItem, at: Date): NewEvent {
  const { event, evidence } = item;
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
    detectionReasons: event.reasons ?? null,
    hasScreenshot: Boolean(evidence.screenshot),
    hasHtml: Boolean(evidence.html),
    received: at,
  };
}

/**
 * Stores reported events, idempotently (a retry with the same event id stores nothing new). Evidence
 * is flushed to disk before the rows are written and published under its names before the answer, so
 * an answered event always has durable evidence; each thumbnail job is created with its row.
 */
export function ingestionService(
  deps: Pick<AppDeps, 'blobs' | 'queue' | 'metrics' | 'database' | 'clock'> & {
    alerts: AlertsService;
    incidentWebhooks: IncidentWebhooksService;
    live: Pick<LiveService, 'incidentsStored'>;
  },
) {
  const repo = ingestionRepository(deps.database.db);
  const { alerts, incidentWebhooks, live } = deps;
  const blobs = evidenceBlobs(deps.blobs);
  const writer = eventWriter(
    ({ rows, followUps }) =>
      repo.insertMany(rows, (stored) =>
        followUps.length > 0 ? deps.queue.followUps(followUps, stored) : null,
      ),
    WRITER_OPTIONS,
  );

  /** What is wrong with an event its schema cannot see: a detection ahead of the clock, bad evidence. */
  async function problemsOf(item: ReportItem, at: Date): Promise<string[]> {
    return [
      ...(new Date(item.event.detectionTime).getTime() > at.getTime() + MAX_CLOCK_SKEW_MS
        ? ['detectionTime: must not be in the future']
        : []),
      ...(await evidenceProblems(item.evidence, item.partSuffix)),
    ];
  }

  /** The work that follows new events: each screenshot's thumbnail, the window's incident alert, the incidents' webhooks. */
  function followUpsOf(install: InstallPrincipal, items: ReportItem[], announced: boolean): CausedJob[] {
    const thumbnails = items
      .filter((i) => i.evidence.screenshot)
      .map(({ event }) => ({
        ...deps.queue.prepare(JOBS.resizeScreenshot, {
          customerId: install.customerId,
          eventId: event.eventId,
        }),
        causes: [idKey(event.eventId)],
      }));
    const incidents = items.filter((i) => ALERTED_TYPES.has(i.event.type)).map((i) => idKey(i.event.eventId));
    if (incidents.length === 0) return thumbnails;
    return [
      ...thumbnails,
      { ...alerts.incidentAlertJob(install.customerId), causes: incidents },
      ...(announced ? [{ ...incidentWebhooks.job(install.customerId, incidents), causes: incidents }] : []),
    ];
  }

  /** Stores checked events and answers each one's row, whether stored now or by an earlier try. */
  async function store(
    install: InstallPrincipal,
    items: ReportItem[],
    at: Date,
  ): Promise<ReportEventResponse[]> {
    const address = (eventId: string) => ({
      container: install.blobContainer,
      customerId: install.customerId,
      installId: install.installId,
      eventId,
    });
    const staged = await Promise.all(
      items.flatMap(({ event, evidence }) =>
        (['screenshot', 'html'] as const).flatMap((kind) => {
          const data = evidence[kind];
          if (!data) return [];
          const at = address(event.eventId);
          return [blobs.stage(at, kind, data).then((blob) => ({ at, kind, blob }))];
        }),
      ),
    );
    const incidentsHeard = items.some((i) => ALERTED_TYPES.has(i.event.type))
      ? await incidentWebhooks.heard(install.customerId)
      : false;
    const followUps = followUpsOf(install, items, incidentsHeard);
    let inserted: Map<string, number>;
    try {
      // The events, their thumbnail jobs and the incident alert are one statement: an acknowledged
      // event always has its follow-up work queued, and a failure anywhere stores nothing (the
      // extension's retry then stores all of it).
      inserted = await writer.write({ rows: items.map((item) => row(install, item, at)), followUps });
    } catch (error) {
      await Promise.all(staged.map(({ blob }) => blob.discard()));
      throw error;
    }
    if (followUps.length > 0) deps.queue.queued();
    // A retry changes no stored evidence; it only completes evidence an interrupted first try left
    // unpublished.
    await Promise.all(
      staged.map(async ({ at, kind, blob }) =>
        !inserted.has(idKey(at.eventId)) && (await blobs.exists(at, kind)) ? blob.discard() : blob.publish(),
      ),
    );
    // Announced to open consoles once committed; a console that misses it sees it at its next fetch.
    void live
      .incidentsStored(
        install.customerId,
        items.flatMap(({ event }) => {
          const id = inserted.get(idKey(event.eventId));
          return id === undefined ? [] : [{ id, eventId: event.eventId, type: event.type }];
        }),
      )
      .catch(() => {});
    deps.metrics.events('stored', inserted.size);
    deps.metrics.events('repeated', items.length - inserted.size);
    const repeated = items.map((i) => i.event.eventId).filter((id) => !inserted.has(idKey(id)));
    const before =
      repeated.length > 0 ? await repo.findRowIds(install.customerId, repeated) : new Map<string, number>();
    return items.map(({ event }) => {
      const id = inserted.get(idKey(event.eventId)) ?? before.get(idKey(event.eventId));
      if (id === undefined) throw new Error(`event ${event.eventId} neither inserted nor found`);
      return { id, eventId: event.eventId, customerId: install.customerId };
    });
  }

  return {
    /** POST /events: the one event is refused whole (400) when anything is wrong with it. */
    async report(install: InstallPrincipal, item: ReportItem): Promise<ReportEventResponse> {
      const at = deps.clock.now();
      const problems = await problemsOf(item, at);
      if (problems.length > 0) {
        deps.metrics.events('refused', 1);
        throw badRequest(problems);
      }
      const [answer] = await store(install, [item], at);
      if (!answer) throw new Error('the event was neither stored nor found');
      return answer;
    },

    /**
     * POST /events/batch: stores every event that passes and answers each of the others with its
     * reasons, in order, so one bad event never holds the rest of an extension's queue back.
     */
    async reportBatch(
      install: InstallPrincipal,
      entries: unknown[],
      evidence: Map<string, Evidence>,
    ): Promise<ReportEventsBatchResponse['results']> {
      const at = deps.clock.now();
      const checked = await Promise.all(
        readBatch(entries, evidence).map(async (entry) => {
          if ('refused' in entry) return entry;
          const problems = await problemsOf(entry.item, at);
          return problems.length > 0
            ? { index: entry.index, refused: refusal(entry.index, entry.item.event.eventId, problems) }
            : entry;
        }),
      );
      const valid = checked.flatMap((entry) => ('item' in entry ? [entry.item] : []));
      deps.metrics.events('refused', checked.length - valid.length);
      const stored = valid.length > 0 ? await store(install, valid, at) : [];
      let next = 0;
      return checked.map((entry) =>
        'refused' in entry
          ? entry.refused
          : { status: 'stored' as const, ...(stored[next++] as ReportEventResponse) },
      );
    },
  };
}
