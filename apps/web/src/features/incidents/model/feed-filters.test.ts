import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, feedWindow, toFeedFilterQuery } from './feed-filters.ts';

describe('incident feed filters', () => {
  it('sends the default list types and no triage filter by default', () => {
    expect(toFeedFilterQuery(DEFAULT_FILTERS, PROVIDER_ROLE)).toEqual({
      type: [...DEFAULT_FEED_TYPES],
      triagedEvent: undefined,
      brand: undefined,
      extensionUserId: undefined,
      removeRepeateUrl: undefined,
      removeThreatUrl: undefined,
      includeFalsePositive: undefined,
    });
  });

  it("applies the provider's status filter through the shared rule", () => {
    expect(toFeedFilterQuery({ ...DEFAULT_FILTERS, status: 1 }, PROVIDER_ROLE)).toMatchObject({
      type: [0],
      triagedEvent: true,
    });
    expect(toFeedFilterQuery({ ...DEFAULT_FILTERS, status: 2 }, PROVIDER_ROLE)).toMatchObject({
      type: [3],
      triagedEvent: undefined,
    });
  });

  it('ignores a status filter for the roles that do not have one', () => {
    for (const role of ['TenantAdmin', 'CustomerAdmin'] as const) {
      expect(toFeedFilterQuery({ ...DEFAULT_FILTERS, status: 0 }, role)).toMatchObject({
        type: [...DEFAULT_FEED_TYPES],
        triagedEvent: undefined,
      });
    }
  });

  it('sends the user, brand and the popover flags that are on', () => {
    const query = toFeedFilterQuery(
      { ...DEFAULT_FILTERS, user: { id: 7, label: 'jdoe' }, brand: 'PayPal', removeRepeateUrl: true },
      'CustomerAdmin',
    );
    expect(query).toMatchObject({ extensionUserId: 7, brand: 'PayPal', removeRepeateUrl: true });
    expect(query.includeFalsePositive).toBeUndefined();
  });

  it('ends the window at the given time and starts it the chosen days before', () => {
    expect(feedWindow(30, new Date('2026-11-30T12:00:00Z'))).toEqual({
      startTime: '2026-10-31T12:00:00.000Z',
      endTime: '2026-11-30T12:00:00.000Z',
    });
  });
});
