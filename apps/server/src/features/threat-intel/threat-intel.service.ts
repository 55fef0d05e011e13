import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import type { ThreatIntelFilters, ThreatIntelSort } from '@baitwatch/contracts/threat-intel/filter-by';
import { THREAT_INTEL_MESSAGES } from '@baitwatch/contracts/threat-intel/messages';
import type { SubmitThreatIntelResponse } from '@baitwatch/contracts/threat-intel/submit-threat-intel';
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
import { isoTime } from '../../event-reads/event-row.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { EVENT_ACTIONS, eventActionsService } from '../incidents/event-actions.service.ts';
import { incidentsService } from '../incidents/incidents.service.ts';
import { lookupsService } from '../lookups/lookups.service.ts';
import { type ThreatIntelRow, threatIntelRepository } from './threat-intel.repository.ts';
import { threatIntelEvidence } from './threat-intel-evidence.ts';

const DAY_MS = 86_400_000;
const LATEST_ON_LANDING = 5;

/** The body of a submission, as the route parsed it. */
export interface Submission {
  threatURL: string;
  threatDetectedOn: string;
  industry: string;
  country: string;
  state: string;
  city: string;
  screenshot: string;
  html: string;
}

const orNull = (code: string) => (code === '' ? null : code);

/**
 * The submission's industry and place are codes of the lookup lists (the form's selects), each state
 * of its country and each city of its state: any other text is refused, never stored.
 */
async function unlistedPlaces(
  lookups: ReturnType<typeof lookupsService>,
  body: Pick<Submission, 'industry' | 'country' | 'state' | 'city'>,
): Promise<string[]> {
  const checks = [
    { field: 'Industry', code: body.industry, list: 'LKP_INDUSTRY', filter: {} },
    { field: 'Country', code: body.country, list: 'LKP_COUNTRY', filter: {} },
    { field: 'State', code: body.state, list: 'LKP_STATE', filter: { sflex1: body.country } },
    {
      field: 'City',
      code: body.city,
      list: 'LKP_CITY',
      filter: { sflex1: body.country, sflex2: body.state },
    },
  ];
  const unlisted: string[] = [];
  for (const check of checks)
    if (check.code !== '' && !(await lookups.lists(check.list, check.code, check.filter)))
      unlisted.push(THREAT_INTEL_MESSAGES.notListed(check.field));
  return unlisted;
}

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
 * and records it, Unverify that takes it out, and the feed every licensed organization shares.
 */
export function threatIntelService(ctx: FeatureContext) {
  const repo = threatIntelRepository(ctx.database.db);
  const incidents = incidentsService(ctx);
  const lookups = lookupsService(ctx);
  const actions = eventActionsService(ctx);
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
    /**
     * Verifies the event through the event actions' verify (its rule, flags, action log and audit
     * entry) and writes its record in the same transaction. A second submission of the same event
     * replaces its record. Uploaded files are published only once the record has committed.
     */
    async submit(
      user: SessionUser,
      customerId: number,
      ref: EventRef,
      body: Submission,
    ): Promise<SubmitThreatIntelResponse> {
      const event = await incidents.details(user, customerId, ref);
      const unlisted = await unlistedPlaces(lookups, body);
      if (unlisted.length > 0) throw badRequest(unlisted);
      const screenshot = await evidence.resolve(event, 'screenshot', body.screenshot);
      const html = await evidence.resolve(event, 'html', body.html).catch(async (error: unknown) => {
        await screenshot.staged?.discard();
        throw error;
      });
      const staged = [screenshot.staged, html.staged].flatMap((s) => (s ? [s] : []));
      try {
        const result = await actions.run(
          user,
          customerId,
          { id: event.id },
          [],
          EVENT_ACTIONS.verify,
          () => ({ threatIntel: 'submitted' }),
          (tx, organization) =>
            repo.upsert(tx, organization, {
              eventRowId: event.id,
              threatUrl: body.threatURL,
              detectedBrands: event.brands,
              threatDetectedOn: new Date(body.threatDetectedOn),
              threatIpAddress: event.domainIPAddress,
              industry: orNull(body.industry),
              country: orNull(body.country),
              state: orNull(body.state),
              city: orNull(body.city),
              screenshotBlob: screenshot.column,
              htmlBlob: html.column,
              submittedOn: ctx.clock.now(),
              submittedBy: user.user_id,
            }),
        );
        await Promise.all(staged.map((s) => s.publish()));
        const record = result.within ?? { id: 0, replaced: false };
        return { message: THREAT_INTEL_MESSAGES.submittedTitle, ...record };
      } catch (error) {
        await Promise.all(staged.map((s) => s.discard()));
        throw error;
      }
    },

    /** Unverify (spec doc 1 §4): the event action, and its record leaves the feed in the same transaction. */
    async unverify(user: SessionUser, customerId: number, ref: EventRef): Promise<EventActionResult> {
      const { within: _removed, ...result } = await actions.run(
        user,
        customerId,
        ref,
        [],
        EVENT_ACTIONS.unverify,
        () => ({}),
        (tx, organization, targets) =>
          repo.removeForEvents(
            tx,
            organization,
            targets.map((t) => t.id),
          ),
      );
      return result;
    },

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
