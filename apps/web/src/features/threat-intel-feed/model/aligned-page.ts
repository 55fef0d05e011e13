/**
 * The call pages by `pageNo` × `pageSize` (spec doc 2 §7), but the feed wants any `size` rows from any
 * `offset` (21 from 20, 40… or fewer after an Unverify). This finds the smallest page size at least
 * `size` whose page holds the whole window, and where the window starts inside it. Page size
 * `offset + size` (page 1) always does; a small one is found within about twice `size` for nearly every
 * offset, so a deep page costs a few rows more than it shows (decision 0048).
 */
export function alignedPage(
  offset: number,
  size: number,
): { pageNo: number; pageSize: number; skip: number } {
  for (let pageSize = size; pageSize < offset + size; pageSize++) {
    const skip = offset % pageSize;
    if (skip + size <= pageSize) return { pageNo: (offset - skip) / pageSize + 1, pageSize, skip };
  }
  return { pageNo: 1, pageSize: offset + size, skip: offset };
}
