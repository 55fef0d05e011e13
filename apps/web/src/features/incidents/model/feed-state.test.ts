import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './feed-filters.ts';
import { afterFirstLoad, DEFAULT_FEED_STATE, withFilters } from './feed-state.ts';

describe('incident feed state', () => {
  it('goes back to page 1 on a filter change', () => {
    const state = { ...DEFAULT_FEED_STATE, page: 4 };
    expect(withFilters(state, { ...DEFAULT_FILTERS, days: 90 })).toMatchObject({
      page: 1,
      filters: { days: 90 },
    });
  });

  it('switches an empty first load of a CustomerAdmin to the chart view, once', () => {
    const switched = afterFirstLoad(DEFAULT_FEED_STATE, 'CustomerAdmin', 0);
    expect(switched).toMatchObject({ view: 'chart', firstLoadSeen: true });
    const backToList = { ...switched, view: 'list' as const };
    expect(afterFirstLoad(backToList, 'CustomerAdmin', 0)).toBe(backToList);
  });

  it('keeps the view for other roles and for a first load with events', () => {
    expect(afterFirstLoad(DEFAULT_FEED_STATE, 'CustomerAdmin', 3).view).toBe('list');
    expect(afterFirstLoad(DEFAULT_FEED_STATE, 'TenantAdmin', 0).view).toBe('list');
    expect(afterFirstLoad(DEFAULT_FEED_STATE, PROVIDER_ROLE, 0)).toMatchObject({
      view: 'list',
      firstLoadSeen: true,
    });
  });
});
