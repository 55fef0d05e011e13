import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { ThreatIntelFilters, ThreatIntelSort } from '@baitwatch/contracts/threat-intel/filter-by';
import { THREAT_INTEL_MESSAGES } from '@baitwatch/contracts/threat-intel/messages';
import type {
  ThreatIntelEvent,
  ThreatIntelEventDetail,
} from '@baitwatch/contracts/threat-intel/threat-intel-event';
import type {
  ThreatIntelEventsQuery,
  ThreatIntelEventsResponse,
} from '@baitwatch/contracts/threat-intel/threat-intel-events';
import type { ThreatIntelSummary } from '@baitwatch/contracts/threat-intel/threat-intel-summary';
import type { AuthorizedEverything } from '../../auth/authorized.ts';
import { notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import type { EventActionsService } from '../events/acted-on/event-actions.service.ts';
import { isoTime } from '../events/read/event-row.ts';
import type { IncidentsService } from '../events/read/incidents.service.ts';
import type { LookupsService } from '../lookups/lookups.service.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import { type ThreatIntelRow, threatIntelRepository } from './threat-intel.repository.ts';
import { threatIntelEvidence } from './threat-intel-evidence.ts';
import { threatIntelSubmissions } from './threat-intel-submissions.ts';

const DAY_MS = 86_400_000;
const LATEST_ON_LANDING = 5;

/** A record as the feed sends it; who submitted it from which organization only to the provider. */
function toEvent(row: ThreatIntelRow, provider: boolean): ThreatIntelEvent {
  return {
    id: Number(row.id),
    threatURL: row.threatUrl,
    detectedBrands: row.detectedBrands,
    threatDetectedOn: isoTime(row.threatDetectedOn),
    isVerified: row.isVerified,
    threatIPAddress: row.threatIpAddress,
    industry: row.industry,
    country: row.country,
    state: row.state,
    city: row.city,
    screenshot: row.screenshotBlob ? 'stored' : null,
    html: row.htmlBlob ? 'stored' : null,
    customerId: provider ? row.customerId : null,
    eventId: provider ? row.eventId : null,
  };
}

/**
 * Threat intel (spec doc 2 §2–§4, §7; decisions 0048, 0049): the submission that verifies an event
 * and records it, Unverify that takes it out (threat-intel-submissions.ts), and the feed every
 * licensed organization shares.
 */
export function threatIntelService(
  ctx: FeatureContext & {
    eventActions: EventActionsService;
    incidents: IncidentsService;
    lookups: LookupsService;
    pushEvents: PushEventsService;
  },
) {
  const repo = threatIntelRepository(ctx.database.db);
  const evidence = threatIntelEvidence(ctx.blobs);

  const page = (
    all: AuthorizedEverything,
    filters: ThreatIntelFilters,
    sort: ThreatIntelSort,
    pageNo: number,
    pageSize: number,
  ) =>
    repo.page(all, {
      since: new Date(ctx.clock.now().getTime() - filters.days * DAY_MS),
      filters,
      sort,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });

  return {
    ...threatIntelSubmissions(ctx),

    async events(user: SessionUser, q: ThreatIntelEventsQuery): Promise<ThreatIntelEventsResponse> {
      const all = await ctx.policy.threatIntel(user);
      const rows = await page(all, q.filterBy, q.sortBy, q.pageNo, q.pageSize);
      const provider = ctx.policy.isProvider(user);
      return { events: rows.map((row) => toEvent(row, provider)) };
    },

    async event(user: SessionUser, id: number): Promise<ThreatIntelEventDetail> {
      const all = await ctx.policy.threatIntel(user);
      const row = await repo.one(all, id);
      if (!row) throw notFound(THREAT_INTEL_MESSAGES.recordNotFound);
      const [screenshot, html] = await Promise.all([
        evidence.read(row.screenshotBlob, 'screenshot'),
        evidence.read(row.htmlBlob, 'html'),
      ]);
      return {
        ...toEvent(row, ctx.policy.isProvider(user)),
        screenshot,
        html,
        names: {
          industry: row.industryName,
          country: row.countryName,
          state: row.stateName,
          city: row.cityName,
        },
        submittedOn: isoTime(row.submittedOn),
      };
    },

    /** The landing content of /threat-intel: what the subscription delivered (decision 0049). */
    async summary(user: SessionUser): Promise<ThreatIntelSummary> {
      const all = await ctx.policy.threatIntel(user);
      const now = ctx.clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [tallies, latest] = await Promise.all([
        repo.tallies(all, monthStart, new Date(now.getTime() - 30 * DAY_MS)),
        page(
          all,
          { days: 30, removeRepeatUrl: false },
          { field: 'dtcTime', order: 'desc' },
          1,
          LATEST_ON_LANDING,
        ),
      ]);
      return { ...tallies, latest: latest.map((row) => toEvent(row, ctx.policy.isProvider(user))) };
    },

    /** The records for the Enterprise SOC API's /threat-intel/soc (its key was checked by the policy). */
    socRecords(
      all: AuthorizedEverything,
      filters: ThreatIntelFilters,
      sort: ThreatIntelSort,
      pageNo: number,
      pageSize: number,
    ) {
      return page(all, filters, sort, pageNo, pageSize);
    },
  };
}

export type ThreatIntelService = ReturnType<typeof threatIntelService>;
