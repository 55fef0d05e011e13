import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('repeats array values without brackets', () => {
    expect(toQueryString({ type: [0, 4, 5], offset: 0 })).toBe('type=0&type=4&type=5&offset=0');
  });

  it('leaves out null and undefined, keeps false and empty strings', () => {
    expect(toQueryString({ a: null, b: undefined, c: false, d: '' })).toBe('c=false&d=');
    expect(toQueryString({ list: [1, null, 2] })).toBe('list=1&list=2');
  });

  it('encodes values and gives nothing for no params', () => {
    expect(toQueryString({ term: 'a&b c' })).toBe('term=a%26b+c');
    expect(toQueryString(undefined)).toBe('');
  });
});
