import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPER_FEED_FILTERS, superFeedQuery } from './super-feed-filters.ts';

const until = new Date('2026-11-30T00:00:00.000Z');

describe('super feed query', () => {
  it('asks 21 per page, newest first, within the last 30 days by default', () => {
    expect(superFeedQuery(DEFAULT_SUPER_FEED_FILTERS, 1, until)).toEqual({
      pageNo: 1,
      pageSize: 21,
      filterBy: 'dtTS',
      sortBy: 'detectedOn|desc',
      type: undefined,
      custId: undefined,
      email: undefined,
      osCompName: undefined,
      brNm: undefined,
      dtTS: '2026-10-31T00:00:00.000Z~2026-11-30T00:00:00.000Z',
      rrURLYN: undefined,
      incldFP: undefined,
    });
  });

  it('names every filter key that has a value in filterBy, and sends the advanced flags apart', () => {
    const query = superFeedQuery(
      {
        ...DEFAULT_SUPER_FEED_FILTERS,
        type: 5,
        custId: 12,
        email: ' jdoe@contoso.test ',
        osCompName: 'JDOE-PC',
        brNm: 'PayPal',
        dtTS: 'last1y',
        sort: 'asc',
        rrURLYN: true,
        incldFP: true,
      },
      3,
      until,
    );
    expect(query).toMatchObject({
      pageNo: 3,
      filterBy: 'type,custId,email,osCompName,brNm,dtTS',
      sortBy: 'detectedOn|asc',
      type: 5,
      custId: 12,
      email: 'jdoe@contoso.test',
      rrURLYN: 'Y',
      incldFP: 'Y',
    });
    expect(query.dtTS).toBe('2025-11-30T00:00:00.000Z~2026-11-30T00:00:00.000Z');
  });

  it('leaves out blank text filters', () => {
    const query = superFeedQuery({ ...DEFAULT_SUPER_FEED_FILTERS, email: '   ' }, 1, until);
    expect(query.filterBy).toBe('dtTS');
    expect(query.email).toBeUndefined();
  });
});
