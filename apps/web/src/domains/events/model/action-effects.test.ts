import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import { describe, expect, it } from 'vitest';
import { type FeedPage, toFeedPage } from '../../../lib/feed-pager.ts';
import { type ActionFlags, applyActionResult } from './action-effects.ts';

const row = (id: number, customerId = 1): ActionFlags => ({
  id,
  customerId,
  triagedEvent: false,
  isVerified: 'N',
  isFalsePositive: false,
  cleared: false,
});

const feed = (): FeedPage<ActionFlags>[] => [
  toFeedPage([row(1), row(2), row(3), row(2, 9)], { offset: 0, size: 21 }, 4),
];

const result = (id: number, flags: Partial<ActionFlags>): EventActionResult => ({
  message: 'done',
  events: [
    {
      id,
      eventId: `e${id}`,
      triagedEvent: false,
      isVerified: 'N',
      isFalsePositive: false,
      cleared: false,
      ...flags,
    },
  ],
});

describe('action effects on a loaded feed', () => {
  it('removes a false positive and lowers the total by one', () => {
    const pages = applyActionResult(feed(), 1, result(2, { isFalsePositive: true }), undefined);
    expect(pages[0]?.rows.map((r) => `${r.customerId}:${r.id}`)).toEqual(['1:1', '1:3', '9:2']);
    expect(pages[0]?.total).toBe(3);
  });

  it('removes a cleared incident', () => {
    const pages = applyActionResult(feed(), 1, result(3, { cleared: true }), undefined);
    expect(pages[0]?.rows.map((r) => r.id)).toEqual([1, 2, 2]);
    expect(pages[0]?.total).toBe(3);
  });

  it('marks a verified event triaged in an unfiltered list', () => {
    const pages = applyActionResult(feed(), 1, result(1, { triagedEvent: true, isVerified: 'Y' }), undefined);
    expect(pages[0]?.rows[0]).toMatchObject({ id: 1, triagedEvent: true, isVerified: 'Y' });
    expect(pages[0]?.total).toBe(4);
  });

  it('removes a verified event from the untriaged list, an unverified one from the triaged list', () => {
    const verified = applyActionResult(feed(), 1, result(1, { triagedEvent: true }), false);
    expect(verified[0]?.rows.map((r) => r.id)).toEqual([2, 3, 2]);
    const unverified = applyActionResult(feed(), 1, result(1, { triagedEvent: false }), true);
    expect(unverified[0]?.rows.map((r) => r.id)).toEqual([2, 3, 2]);
    const kept = applyActionResult(feed(), 1, result(1, { triagedEvent: false }), false);
    expect(kept[0]?.rows.map((r) => r.id)).toEqual([1, 2, 3, 2]);
  });
});
