// The feed's order, written once for every statement that reads or merges it.
import { sql } from 'drizzle-orm';

export type FeedOrder = 'asc' | 'desc';

/**
 * The order of (time, id) columns. It must match the index (customer_id, detection_time desc nulls
 * last, id desc nulls last) exactly, nulls placement included, or PostgreSQL sorts instead of reading
 * the index in order (ascending is that index read backwards).
 */
export const timeOrder = (time: string, id: string, order: FeedOrder) =>
  sql.raw(
    order === 'desc'
      ? `${time} desc nulls last, ${id} desc nulls last`
      : `${time} asc nulls first, ${id} asc nulls first`,
  );

/**
 * The order on events `e` (their columns), or on an outer level `alias` that reads the aliased
 * columns ("detectionTime", id) of EVENT_COLUMNS.
 */
export const orderBy = (alias: string, order: FeedOrder) =>
  timeOrder(alias === 'e' ? 'e.detection_time' : `${alias}."detectionTime"`, `${alias}.id`, order);
