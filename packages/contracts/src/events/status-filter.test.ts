import { describe, expect, it } from 'vitest';
import { STATUS_FILTER_OPTIONS, statusFilterQuery } from './status-filter.ts';

describe('status filter', () => {
  it('lists the five choices with their values', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['All', 'all'],
      ['Verified', 1],
      ['AI Suspicious', 0],
      ['Reported Phish', 2],
      ['Baitwatch Verified', 3],
    ]);
  });
  it('All asks for the four default types and clears triagedEvent', () => {
    expect(statusFilterQuery('all')).toEqual({ type: [0, 3, 4, 5], triagedEvent: undefined });
  });
  it('Verified and AI Suspicious are incidents with and without triage', () => {
    expect(statusFilterQuery(1)).toEqual({ type: [0], triagedEvent: true });
    expect(statusFilterQuery(0)).toEqual({ type: [0], triagedEvent: false });
  });
  it('Reported Phish clears triagedEvent; Baitwatch Verified asks for type 5', () => {
    expect(statusFilterQuery(2)).toEqual({ type: [3], triagedEvent: undefined });
    expect(statusFilterQuery(3)).toEqual({ type: [5], triagedEvent: undefined });
  });
});
