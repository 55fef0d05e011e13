import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('writes the spec long English format in the given zone', () => {
    expect(formatDateTime('2026-11-20T12:05:31Z', 'UTC')).toBe('November 20, 2026 at 12:05:31 PM');
    expect(formatDateTime('2026-11-20T12:05:31Z', 'America/New_York')).toBe(
      'November 20, 2026 at 7:05:31 AM',
    );
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('formats the date alone', () => {
    expect(formatDate(new Date('2026-01-02T23:00:00Z'), 'UTC')).toBe('January 2, 2026');
  });
});
