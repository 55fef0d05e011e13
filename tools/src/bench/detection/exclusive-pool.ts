// Runs work on items, `slots` at a time, never two items of the same key at once: two corpus pages
// under one address (two captures of one genuine sign-in page) are served by one route, one at a time.

export async function runExclusive<T, R>(
  items: T[],
  keyOf: (item: T) => string,
  slots: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const waiting = items.map((item, index) => ({ item, index }));
  const busy = new Set<string>();
  const worker = async () => {
    for (;;) {
      const next = waiting.findIndex(({ item }) => !busy.has(keyOf(item)));
      if (next === -1) {
        if (waiting.length === 0) return;
        // Only items whose key is busy are left: this slot waits for one to be free.
        await new Promise<void>((resolve) => freed.push(resolve));
        continue;
      }
      const [{ item, index }] = waiting.splice(next, 1) as [{ item: T; index: number }];
      const key = keyOf(item);
      busy.add(key);
      try {
        results[index] = await work(item, index);
      } finally {
        busy.delete(key);
        for (const resolve of freed.splice(0)) resolve();
      }
    }
  };
  const freed: (() => void)[] = [];
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, items.length)) }, worker));
  return results;
}
