import { describe, expect, it } from 'vitest';
import { filtersFromParams, pageQuery, paramsFromFilters, queryOf } from './audit-filters.ts';

describe('audit log filters in the address', () => {
  it('read back what they wrote, and ignore what is not theirs', () => {
    const filters = {
      customerId: '12',
      actor: 'ann',
      action: 'admin.remove' as const,
      from: '2026-11-01',
      to: '2026-11-24',
      page: 3,
    };
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(filters)))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('customerId=x&action=nope&from=yesterday&page=-2'))).toEqual(
      { customerId: null, actor: '', action: null, from: '', to: '', page: 1 },
    );
  });

  it('ask the server for whole days in the viewer zone, and page by fifty', () => {
    const query = queryOf(
      { customerId: '7', actor: 'x', action: null, from: '2026-11-01', to: '2026-11-02', page: 1 },
      '  ann ',
    );
    expect(query).toEqual({
      customerId: 7,
      actor: 'ann',
      startTime: new Date('2026-11-01T00:00:00').toISOString(),
      endTime: new Date('2026-11-02T23:59:59.999').toISOString(),
    });
    expect(pageQuery({}, 3)).toEqual({ offset: 100, pageSize: 50 });
  });
});
