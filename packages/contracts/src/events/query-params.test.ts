import { describe, expect, it } from 'vitest';
import { customerIdParam } from '../common/ids.ts';
import { statsQuerySchema } from '../dashboard/stats-query.ts';
import { superFeedQuerySchema } from '../super-feed/super-feed-list.ts';
import { listUsersQuerySchema } from '../users/list-users.ts';
import { customerAllEventsQuerySchema } from './all-events.ts';
import { blobUrls, formEncode } from './blob-address.ts';
import { toEventRef } from './query-params.ts';

describe('all-events query', () => {
  it('fills the defaults', () => {
    expect(customerAllEventsQuerySchema.parse({})).toMatchObject({
      offset: 0,
      pageSize: 21,
      order: 'desc',
      removeRepeateUrl: false,
      includeFalsePositive: false,
      cleared: false,
    });
  });
  it('reads repeated and comma-separated types', () => {
    expect(customerAllEventsQuerySchema.parse({ type: ['0', '3'] }).type).toEqual([0, 3]);
    expect(customerAllEventsQuerySchema.parse({ type: '0,3' }).type).toEqual([0, 3]);
    expect(customerAllEventsQuerySchema.parse({ type: '4' }).type).toEqual([4]);
  });
  it('refuses bad types, booleans, sizes and dates with readable messages', () => {
    for (const bad of [
      { type: '6' },
      { type: 'x' },
      { triagedEvent: 'yes' },
      { pageSize: '102' },
      { offset: '-1' },
      { startTime: '2026-13-01' },
    ]) {
      const result = customerAllEventsQuerySchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).not.toMatch(/^Invalid input/);
    }
  });
});

describe('numbers in addresses and query strings', () => {
  it('are plain decimal integers: no hex, exponent, sign, fraction or spaces', () => {
    for (const [field, value] of [
      ['offset', '0x10'],
      ['offset', '1e3'],
      ['pageSize', '0x10'],
      ['pageSize', '1e1'],
      ['pageSize', '+5'],
      ['pageSize', '5.0'],
      ['pageSize', ' 5'],
      ['extensionUserId', '0b11'],
      ['type', '0x1'],
    ] as const) {
      const result = customerAllEventsQuerySchema.safeParse({ [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
    }
    expect(customerAllEventsQuerySchema.parse({ offset: '40', pageSize: '21' })).toMatchObject({
      offset: 40,
      pageSize: 21,
    });
    expect(customerAllEventsQuerySchema.parse({ offset: 40 }).offset).toBe(40);
  });

  it('apply to ids and to every paging value', () => {
    expect(customerIdParam.safeParse('0x10').success).toBe(false);
    expect(customerIdParam.safeParse('1e3').success).toBe(false);
    expect(customerIdParam.parse('1000')).toBe(1000);
    expect(superFeedQuerySchema.safeParse({ pageNo: '1e1' }).success).toBe(false);
    expect(superFeedQuerySchema.safeParse({ pageSize: '0x15' }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ numberOfBuckets: '0x9' }).success).toBe(false);
    expect(listUsersQuerySchema.safeParse({ gcipTenantId: '1e0' }).success).toBe(false);
  });
});

describe('event references and blob addresses', () => {
  it('tells a row id from a UUID', () => {
    expect(toEventRef('42')).toEqual({ id: 42 });
    expect(toEventRef('7D1C7A2E-0000-4000-8000-000000000001')).toEqual({
      eventId: '7d1c7a2e-0000-4000-8000-000000000001',
    });
  });
  it('builds storage/blob addresses with the variant suffix and kind', () => {
    const address = { c: 'org-1', p: '1/abc', b: 'e1' };
    expect(blobUrls(address)('resized')).toBe('/storage/blob?c=org-1&p=1%2Fabc&b=e1_resized&t=i');
    expect(blobUrls(address)('html')).toBe('/storage/blob?c=org-1&p=1%2Fabc&b=e1&t=h');
  });
  it('encodes query values exactly as URLSearchParams does', () => {
    const values = [
      'org-1',
      '12/7d1c7a2e-0000-4000-8000-000000000001',
      'a b+c&d=e?f#g',
      "!'()~*._-",
      'ünïcödé/€',
      '%2F%',
      '',
    ];
    for (const value of values)
      expect(formEncode(value), value).toBe(new URLSearchParams({ v: value }).toString().slice(2));
  });
});
