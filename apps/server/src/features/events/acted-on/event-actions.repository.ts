import type { EventActionKind } from '@baitwatch/contracts/events/event-details';
import type { EventRef } from '@baitwatch/contracts/events/query-params';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../../auth/authorized.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { eventActions, events } from '../../../db/schema/index.ts';

export interface EventFlags {
  triagedEvent: boolean;
  isVerified: 'Y' | 'N';
  isFalsePositive: boolean;
  cleared: boolean;
}

const flagColumns = {
  id: events.id,
  eventId: events.eventId,
  type: events.type,
  url: events.url,
  triagedEvent: events.triagedEvent,
  isVerified: events.isVerified,
  isFalsePositive: events.isFalsePositive,
  cleared: events.cleared,
};

export type LockedEvent = Omit<EventFlags, 'isVerified'> & {
  id: number;
  eventId: string;
  type: number;
  url: string;
  isVerified: string;
};

function refsCondition(refs: EventRef[]): SQL | undefined {
  const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
  const eventIds = refs.flatMap((r) => ('eventId' in r ? [r.eventId] : []));
  return or(
    ids.length ? inArray(events.id, ids) : undefined,
    eventIds.length ? inArray(events.eventId, eventIds) : undefined,
  );
}

/** The writes of event actions, within one organization the policy allowed. */
// Built with the database like every repository; each call here runs in the caller's transaction.
export function eventActionsRepository(_db: Db) {
  return {
    /** The events, locked until the transaction ends so two actions on one event run one after the other. */
    async lock(tx: Tx, organization: AuthorizedOrganization, refs: EventRef[]): Promise<LockedEvent[]> {
      return tx
        .select(flagColumns)
        .from(events)
        .where(and(eq(events.customerId, organization.id), refsCondition(refs)))
        .for('update');
    },

    async setFlags(
      tx: Tx,
      organization: AuthorizedOrganization,
      ids: number[],
      flags: Partial<EventFlags>,
    ): Promise<LockedEvent[]> {
      return tx
        .update(events)
        .set(flags)
        .where(and(eq(events.customerId, organization.id), inArray(events.id, ids)))
        .returning(flagColumns);
    },

    async record(
      tx: Tx,
      organization: AuthorizedOrganization,
      entries: {
        eventRowId: number;
        action: EventActionKind;
        actorUserId: string;
        actorEmail: string;
        detail: unknown;
        at: Date;
      }[],
    ) {
      if (entries.length === 0) return;
      await tx.insert(eventActions).values(
        entries.map((e) => ({
          customerId: organization.id,
          eventRowId: e.eventRowId,
          action: e.action,
          actorUserId: e.actorUserId,
          actorEmail: e.actorEmail,
          detail: e.detail,
          created: e.at,
        })),
      );
    },
  };
}
