// The SQL pieces the incident charts share: the organizations, the bucket of a time, and which events
// the threat charts count. Both the aggregate reads (dashboard.repository.ts) and the reference
// statements that read every event (threat-charts-reference.ts) build on them, so they cannot drift.
import { CHART_EVENT_TYPES } from '@baitwatch/contracts/events/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import { idArray, list } from '../../db/sql-lists.ts';

export interface Buckets {
  organizations: AuthorizedOrganizations;
  start: Date;
  end: Date;
  count: number;
}

export type Count = number | string;

/** A bucket's width in seconds, as the bucket of a time divides by it. */
export const bucketWidth = (b: Buckets) =>
  Math.max((b.end.getTime() - b.start.getTime()) / b.count / 1000, 0.001);

/** The bucket a timestamp column falls in: equal slices of [start, end], the end folded into the last. */
export const bucketOf = (column: SQL, b: Buckets) =>
  sql`least(floor(extract(epoch from (${column} - ${b.start.toISOString()}::timestamptz)) / ${bucketWidth(b)}::float8)::int, ${b.count - 1})`;

/** The events the threat charts count: incidents and Google Form passwords, not false positive, not cleared. */
export const chartEvents = (b: Buckets) => sql`
  e.customer_id = any(${idArray(b.organizations.ids)})
  and e.detection_time >= ${b.start.toISOString()} and e.detection_time <= ${b.end.toISOString()}
  and e.type in (${list(CHART_EVENT_TYPES)})
  and not e.is_false_positive and not e.cleared`;

/** Top Vulnerable Users counts an event under its lower-cased email, and not at all without one. */
export const eventEmail = sql`lower(e.email)`;
export const hasEmail = sql`coalesce(e.email, '') <> ''`;
