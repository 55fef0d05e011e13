// The feed's filters as SQL, shared by the one-statement page (event-reads.repository.ts) and the
// Remove Repeat URL reads (repeat-url.repository.ts).
import { type SQL, sql } from 'drizzle-orm';
import { list } from '../../../db/sql-lists.ts';
import type { FeedQuery } from './feed-query.ts';

/** The filters other than the organization, on events aliased `e`. */
export function filters(q: FeedQuery): SQL {
  const parts: SQL[] = [
    sql`e.detection_time >= ${q.start.toISOString()}`,
    sql`e.detection_time <= ${q.end.toISOString()}`,
    sql`e.type in (${list(q.types)})`,
    // Written out, not a parameter: the planner must see `e.cleared` to use the partial index of
    // cleared events (events_cleared_feed_idx, decision 0057).
    q.cleared ? sql`e.cleared` : sql`not e.cleared`,
  ];
  if (!q.includeFalsePositive) parts.push(sql`e.is_false_positive = false`);
  if (q.triagedEvent !== undefined) parts.push(sql`e.triaged_event = ${q.triagedEvent}`);
  if (q.brand !== undefined) parts.push(sql`${q.brand} = any(e.brands)`);
  if (q.incidentTriaged !== undefined)
    parts.push(sql`(e.type <> 0 or e.triaged_event = ${q.incidentTriaged})`);
  if (q.idAtMost !== undefined) parts.push(sql`e.id <= ${q.idAtMost}`);
  if (q.extensionUserId !== undefined) parts.push(sql`e.extension_user_id = ${q.extensionUserId}`);
  if (q.removeThreatUrl)
    parts.push(
      sql`not exists (select 1 from threat_intel ti where ti.threat_url = e.url and ti.is_verified)`,
    );
  return sql.join(parts, sql` and `);
}
