/**
 * A small in-process cache with a time limit and a size cap (oldest entries go first). Each server
 * process keeps its own, so what it holds may lag another process's writes by up to `ttlMs`.
 */
export function ttlCache<K, V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until < performance.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, { value, until: performance.now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
