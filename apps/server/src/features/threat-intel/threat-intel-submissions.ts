import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import { THREAT_INTEL_MESSAGES } from '@baitwatch/contracts/threat-intel/messages';
import type { SubmitThreatIntelResponse } from '@baitwatch/contracts/threat-intel/submit-threat-intel';
import { badRequest } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { EVENT_ACTIONS, type EventActionsService } from '../events/acted-on/event-actions.service.ts';
import type { IncidentsService } from '../events/read/incidents.service.ts';
import type { LookupsService } from '../lookups/lookups.service.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import { threatIntelRepository } from './threat-intel.repository.ts';
import { threatIntelEvidence } from './threat-intel-evidence.ts';

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
  lookups: LookupsService,
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

/**
 * An event into threat intel and out of it: the submission verifies it and writes its record, Unverify
 * takes it out, each through the event actions (their rules, flags, action log and audit entry) in
 * one transaction. Part of the threat intel service (threat-intel.service.ts).
 */
export function threatIntelSubmissions(
  ctx: Pick<FeatureContext, 'database' | 'blobs' | 'clock'> & {
    pushEvents: PushEventsService;
    eventActions: EventActionsService;
    incidents: IncidentsService;
    lookups: LookupsService;
  },
) {
  const repo = threatIntelRepository(ctx.database.db);
  const { incidents, lookups, eventActions: actions } = ctx;
  const evidence = threatIntelEvidence(ctx.blobs);

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
          async (tx, organization) => {
            const record = await repo.upsert(tx, organization, {
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
            });
            if (!record.replaced)
              await ctx.pushEvents.emit(tx, {
                type: 'threat_intel.added',
                place: { customerId: organization.id, tenantId: organization.tenantId },
                sourceKey: `threat-intel:${record.id}`,
                at: ctx.clock.now(),
                data: { id: record.id, url: body.threatURL, brands: event.brands, submittedBy: user.email },
              });
            return record;
          },
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
  };
}
