import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { IsVerified } from '@baitwatch/contracts/events/event-types';
import { type FeedPage, removeRows, updateRows } from '../../../lib/feed-pager.ts';

/** The flags of a feed row that the actions change. */
export interface ActionFlags {
  id: number;
  customerId: number;
  triagedEvent: boolean;
  isVerified: IsVerified;
  isFalsePositive: boolean;
  cleared: boolean;
}

/**
 * What an action's answer does to a loaded feed (spec doc 1 §4): a false positive or a cleared event
 * leaves it (the total drops by one); a verified or unverified event changes its triaged flag, and
 * leaves a feed filtered on that flag once it no longer matches (verify on the untriaged list,
 * unverify on the triaged one).
 */
export function applyActionResult<T extends ActionFlags>(
  pages: readonly FeedPage<T>[],
  customerId: number,
  result: EventActionResult,
  triagedFilter: boolean | undefined,
): FeedPage<T>[] {
  const changed = new Map(result.events.map((event) => [event.id, event]));
  const leaves = (row: T) => {
    const after = changed.get(row.id);
    if (!after || row.customerId !== customerId) return false;
    if (after.isFalsePositive || after.cleared) return true;
    return triagedFilter !== undefined && after.triagedEvent !== triagedFilter;
  };
  return withFlags(removeRows(pages, leaves), customerId, result.events);
}

/**
 * The rows of the changed events with their new flags, where they stand: another admin's action heard
 * on the live stream (decision 0072) changes a row in place and never takes it from under the pointer.
 */
export function withFlags<T extends Omit<ActionFlags, 'cleared'>>(
  pages: readonly FeedPage<T>[],
  customerId: number,
  events: EventActionResult['events'],
  derived: (row: T) => Partial<T> = () => ({}),
): FeedPage<T>[] {
  const changed = new Map(events.map((event) => [event.id, event]));
  const matches = (row: T) => row.customerId === customerId && changed.has(row.id);
  return updateRows(pages, matches, (row) => {
    const after = changed.get(row.id);
    if (!after) return row;
    const flags = {
      ...row,
      triagedEvent: after.triagedEvent,
      isVerified: after.isVerified,
      isFalsePositive: after.isFalsePositive,
      ...('cleared' in row ? { cleared: after.cleared } : {}),
    };
    return { ...flags, ...derived(flags) };
  });
}
