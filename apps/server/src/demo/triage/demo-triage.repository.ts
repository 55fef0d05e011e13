import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export interface TriageCandidate {
  id: number;
  customerId: number;
  type: number;
  detectionTime: Date;
}

/** The demo's untouched incidents and reported phish detected before a time, oldest row first. */
export function demoTriageRepository(db: Db) {
  return {
    async untouchedBefore(before: Date): Promise<TriageCandidate[]> {
      return db
        .select({
          id: events.id,
          customerId: events.customerId,
          type: events.type,
          detectionTime: events.detectionTime,
        })
        .from(events)
        .where(
          and(
            inArray(events.type, [EVENT_TYPES.incident, EVENT_TYPES.reportedPhish]),
            lt(events.detectionTime, before),
            eq(events.triagedEvent, false),
            eq(events.isVerified, 'N'),
            eq(events.isFalsePositive, false),
            eq(events.cleared, false),
          ),
        )
        .orderBy(asc(events.id));
    },
  };
}
