/** A small seeded generator (mulberry32): the same seed gives the same fleet, run after run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  /** Picks by weight: [[value, weight], ...]. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, w] of entries) {
      roll -= w;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  };
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  /** A shuffled copy (Fisher-Yates). */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { next, int, pick, weighted, hex, uuid, shuffle, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

/** Index weights that fall off like Zipf's law: a few popular items, a long tail. */
export const zipfWeights = (count: number, exponent = 1) =>
  Array.from({ length: count }, (_, i) => 1 / (i + 1) ** exponent);
