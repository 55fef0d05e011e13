import { describe, expect, it } from 'vitest';
import { alignedPage } from './aligned-page.ts';

describe('alignedPage', () => {
  it('asks the first page as it is', () => {
    expect(alignedPage(0, 21)).toEqual({ pageNo: 1, pageSize: 21, skip: 0 });
  });

  it('covers every window exactly with a small page, however deep', () => {
    for (const size of [1, 20, 21])
      for (let offset = 0; offset <= 5_000; offset += 7) {
        const { pageNo, pageSize, skip } = alignedPage(offset, size);
        const first = (pageNo - 1) * pageSize;
        expect(first + skip).toBe(offset);
        expect(skip + size).toBeLessThanOrEqual(pageSize);
        expect(pageSize).toBeLessThanOrEqual(Math.max(3 * size, size + 2));
      }
  });
});
