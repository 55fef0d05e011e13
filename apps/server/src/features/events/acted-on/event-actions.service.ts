import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventActionKind } from '@baitwatch/contracts/events/event-details';
import {
  type EventActionRules,
  type EventView,
  eventActionRules,
} from '@baitwatch/contracts/events/event-rules';
import type { IsVerified } from '@baitwatch/contracts/events/event-types';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import type { AuthorizedOrganization } from '../../../auth/authorized.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../../http/errors.ts';
import { incidentLink } from '../../../lib/console-links.ts';
import type { AuditLogService } from '../../audit-log/audit-log.service.ts';
import { inOrganization } from '../../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../../context.ts';
import type { LiveService } from '../../live/live.service.ts';
import type { PushEventsService } from '../../push/push-events.service.ts';
import { type EventFlags, eventActionsRepository, type LockedEvent } from './event-actions.repository.ts';

interface ActionSpec {
  kind: EventActionKind;
  /** The shared rule that must allow it (the console shows the action by the same rule). */
  rule: keyof EventActionRules;
  view: EventView;
  flags: Partial<EventFlags>;
  message: string;
}

/** The event actions of spec doc 1 §4 and §7: what each sets, and its result message. */
/**
 * Work another feature does in the action's transaction, after the flags and the action log are
 * written (the threat intel record of a verify, its removal on unverify): all of it commits or none.
 */
export type WithinAction<R> = (
  tx: Tx,
  organization: AuthorizedOrganization,
  targets: LockedEvent[],
) => Promise<R>;

export const EVENT_ACTIONS = {
  verify: {
    kind: 'verify',
    rule: 'verify',
    view: 'incidents',
    flags: { triagedEvent: true, isVerified: 'Y' },
    message: EVENT_MESSAGES.markedAsVerified,
  },
  falsePositive: {
    kind: 'false_positive',
    rule: 'falsePositive',
    view: 'incidents',
    flags: { isFalsePositive: true },
    message: EVENT_MESSAGES.markedAsFalsePositive,
  },
  clear: {
    kind: 'clear',
    rule: 'clear',
    view: 'incidents',
    flags: { cleared: true },
    message: EVENT_MESSAGES.incidentDeleted,
  },
  removeThreat: {
    kind: 'remove_threat',
    rule: 'unverify',
    view: 'incidents',
    flags: { triagedEvent: false },
    message: EVENT_MESSAGES.markedAsUnverified,
  },
  unverify: {
    kind: 'unverify',
    rule: 'unverify',
    view: 'threatIntel',
    flags: { triagedEvent: false, isVerified: 'N' },
    message: EVENT_MESSAGES.unverifiedTitle,
  },
} as const satisfies Record<string, ActionSpec>;

/** The actions an `incident.status_changed` webhook announces, by the status it names. */
const WEBHOOK_STATUS: Partial<Record<EventActionKind, 'verified' | 'false_positive' | 'cleared'>> = {
  verify: 'verified',
  false_positive: 'false_positive',
  clear: 'cleared',
};

const matches = (ref: EventRef, row: LockedEvent) =>
  'id' in ref ? ref.id === row.id : ref.eventId === row.eventId;
const flagsOf = (row: LockedEvent): EventFlags => ({
  triagedEvent: row.triagedEvent,
  isVerified: row.isVerified as IsVerified,
  isFalsePositive: row.isFalsePositive,
  cleared: row.cleared,
});

/**
 * Runs one action on the events a call names. The path names the event; a body list may name more
 * of the same organization, and must include the path's event. Every event must exist (404) and
 * the shared rules must allow the action on each (403). Flags and the event_actions rows are
 * written in one transaction.
 */
export function eventActionsService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    pushEvents: PushEventsService;
    live: Pick<LiveService, 'statusChanged'>;
  },
) {
  const repo = eventActionsRepository(ctx.database.db);
  const audit = ctx.auditLog;
  return {
    async run<R = void>(
      user: SessionUser,
      customerId: number,
      pathRef: EventRef,
      bodyRefs: EventRef[],
      spec: ActionSpec,
      detail: (row: LockedEvent) => Record<string, unknown> = () => ({}),
      within?: WithinAction<R>,
    ): Promise<EventActionResult & { within?: R }> {
      const organization = await ctx.policy.customer(user, customerId);
      const result = await ctx.database.db.transaction(async (tx) => {
        const rows = await repo.lock(tx, organization, [pathRef, ...bodyRefs]);
        const pathRow = rows.find((row) => matches(pathRef, row));
        if (!pathRow) throw notFound(EVENT_MESSAGES.eventNotFound);
        const targets = new Map<number, LockedEvent>();
        for (const ref of bodyRefs.length ? bodyRefs : [pathRef]) {
          const row = rows.find((r) => matches(ref, r));
          if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
          targets.set(row.id, row);
        }
        if (!targets.has(pathRow.id)) throw badRequest(EVENT_MESSAGES.eventIdMismatch);
        for (const row of targets.values()) {
          const allowed = eventActionRules(user.role, spec.view, {
            ...row,
            isVerified: row.isVerified as IsVerified,
          });
          if (!allowed[spec.rule]) throw forbidden();
        }
        const updated = await repo.setFlags(tx, organization, [...targets.keys()], spec.flags);
        const at = ctx.clock.now();
        await repo.record(
          tx,
          organization,
          [...targets.values()].map((row) => ({
            eventRowId: row.id,
            action: spec.kind,
            actorUserId: user.user_id,
            actorEmail: user.email,
            detail: { ...detail(row), before: flagsOf(row), after: { ...flagsOf(row), ...spec.flags } },
            at,
          })),
        );
        for (const row of targets.values())
          await audit.record(tx, user, {
            action: `event.${spec.kind}`,
            place: inOrganization(organization),
            target: `${row.eventId} (${row.url})`,
            before: flagsOf(row),
            after: { ...flagsOf(row), ...spec.flags },
          });
        const status = WEBHOOK_STATUS[spec.kind];
        if (status)
          for (const row of targets.values())
            await ctx.pushEvents.emit(tx, {
              type: 'incident.status_changed',
              place: { customerId: organization.id, tenantId: organization.tenantId },
              sourceKey: `status:${row.eventId}:${status}:${at.toISOString()}`,
              at,
              data: {
                id: row.eventId,
                url: row.url,
                status,
                changedBy: user.email,
                detailPageURL: incidentLink(ctx.config.publicUrl, organization.id, row.eventId),
              },
            });
        const extra = within ? { within: await within(tx, organization, [...targets.values()]) } : {};
        return {
          message: spec.message,
          events: updated.map((row) => ({ id: row.id, eventId: row.eventId, ...flagsOf(row) })),
          ...extra,
        };
      });
      // After the commit (the transaction may have run more than once): open consoles update the rows.
      ctx.live.statusChanged(organization, result.events);
      return result;
    },
  };
}

export type EventActionsService = ReturnType<typeof eventActionsService>;
