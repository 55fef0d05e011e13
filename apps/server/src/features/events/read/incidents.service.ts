import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { AllEventsResponse, FeedFilters } from '@baitwatch/contracts/events/all-events';
import { TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import type { EventActionKind, EventDetailsResponse } from '@baitwatch/contracts/events/event-details';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import { type DetectionReason, detectionReasonSchema } from '@baitwatch/contracts/extension/report-event';
import { z } from 'zod';
import { type OrgScopeRequest, resolveOrgScope } from '../../../auth/org-scope.ts';
import { notFound } from '../../../http/errors.ts';
import type { FeatureContext } from '../../context.ts';
import { eventReadsRepository } from './event-reads.repository.ts';
import { toEventRecord } from './event-row.ts';
import { toFeedQuery } from './feed-query.ts';
import { incidentsRepository } from './incidents.repository.ts';

const reasonsSchema = z.array(detectionReasonSchema);
/** The reasons as stored; anything else (an event reported before reasons existed) reads as none. */
const storedReasons = (stored: unknown): DetectionReason[] =>
  reasonsSchema.safeParse(stored ?? []).data ?? [];

/** The incident feed and the incident details (spec doc 1 §2, §7 "Events"). */

export function incidentsService(ctx: FeatureContext) {
  const events = eventReadsRepository(ctx.database.db);
  const repo = incidentsRepository(ctx.database.db);
  return {
    async allEvents(
      user: SessionUser,
      scope: OrgScopeRequest,
      filters: FeedFilters,
    ): Promise<AllEventsResponse> {
      // The policy remembers an organization's tenancy for a few seconds (access-policy.ts), so on
      // the console's busiest call the check costs a database round trip only now and then.
      const organizations = await resolveOrgScope(ctx.policy, user, scope);
      const query = toFeedQuery(organizations, filters, ctx.clock.now());
      const wantCount = filters.requireTotalRecordsCount && !filters.fetchOnlyRecords;
      if (organizations.ids.length === 0)
        return { records: [], totalRecordCount: wantCount ? 0 : null, totalRecordCountCapped: false };
      const [rows, total] = await Promise.all([
        events.feedPage(query),
        wantCount ? events.feedCount(query) : null,
      ]);
      return {
        records: rows.map(toEventRecord),
        totalRecordCount: total === null ? null : Math.min(total, TOTAL_COUNT_CAP),
        totalRecordCountCapped: total !== null && total > TOTAL_COUNT_CAP,
      };
    },

    async details(user: SessionUser, customerId: number, ref: EventRef): Promise<EventDetailsResponse> {
      const organization = await ctx.policy.customer(user, customerId);
      const row = await events.event(organization, ref);
      if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
      const record = toEventRecord(row);
      const actions = await repo.actionHistory(organization, record.id);
      return {
        ...record,
        organizationName: row.organizationName,
        actions: actions.map((a) => ({ ...a, action: a.action as EventActionKind })),
        detectionReasons: storedReasons(row.detectionReasons),
      };
    },
  };
}

export type IncidentsService = ReturnType<typeof incidentsService>;
