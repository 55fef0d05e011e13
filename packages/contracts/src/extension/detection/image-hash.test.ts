import { describe, expect, it } from 'vitest';
import { bitsSet, differenceHash, greyLevels, hammingDistance } from './image-hash.ts';

describe('image hashes', () => {
  const ramp = Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 20);
  it('hashes 9x8 grey levels into 16 hex digits', () => {
    expect(differenceHash(ramp)).toBe('ffffffffffffffff');
    expect(differenceHash(ramp.map((v) => 255 - v))).toBe('0000000000000000');
    expect(() => differenceHash([1, 2, 3])).toThrow();
  });
  it('leaves flat areas clear whatever small noise the shrinking left', () => {
    const flat = Array.from({ length: 72 }, (_, i) => 200 + (i % 2) * 3);
    expect(differenceHash(flat)).toBe('0000000000000000');
    expect(bitsSet(differenceHash(ramp))).toBe(64);
  });
  it('counts differing bits', () => {
    expect(hammingDistance('ffffffffffffffff', 'fffffffffffffffe')).toBe(1);
    expect(hammingDistance('0', 'ffffffffffffffff')).toBe(64);
  });
  it('reads transparent pixels as white', () => {
    expect(greyLevels([0, 0, 0, 0, 0, 0, 0, 255])).toEqual([255, 0]);
  });
});
