// Which part of a "contains" term a trigram index should be searched with (decision 0057's next
// step). A GIN trigram scan steps through the posting list of every trigram of the pattern; one held
// by most values (every benchmark email starts with "user", every address of a company ends in its
// domain) costs in proportion to the table even when the term as a whole is rare. So the index is
// searched with the longest part of the term made of the term's rarer trigrams, and the whole term
// is tested on the rows that part finds. How often a trigram occurs is read off the sample the
// planner keeps for the index's expression (its most common values and histogram bounds, 1,000 each
// for the event indexes of migration 0014), so no count of the table is made.

import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/** A trigram held by fewer values than this is never left out: its posting list is short. */
const RARE_ENOUGH = 0.01;
/**
 * A trigram is left out when it is held by more than this many times as many values as the term's
 * rarest one: stepping through its list costs more than testing the few more rows found without it.
 */
const RATIO = 10;
/** The planner's sample changes only when the table is analyzed; it is read again after this. */
const SAMPLE_TTL_MS = 10 * 60_000;

/** Values of an index's expression with the share of rows each stands for. */
export interface ValueSample {
  values: string[];
  shares: number[];
}

/**
 * How often each trigram occurs in the sample's values (the share of rows holding it), trigrams as
 * pg_trgm makes them of words of letters and digits: "abc" inside a word, "  a" and " ab" where a
 * word starts, "yz " where it ends.
 */
export function trigramFrequency(sample: ValueSample): (trigram: string) => number {
  const words = sample.values.map((value) => value.split(/[^a-z0-9]+/).filter(Boolean));
  const holds = (trigram: string): ((word: string) => boolean) => {
    if (trigram.startsWith('  ')) return (word) => word.startsWith(trigram.slice(2));
    if (trigram.startsWith(' ')) return (word) => word.startsWith(trigram.slice(1));
    if (trigram.endsWith(' ')) return (word) => word.endsWith(trigram.slice(0, 2));
    return (word) => word.includes(trigram);
  };
  const memo = new Map<string, number>();
  return (trigram) => {
    let share = memo.get(trigram);
    if (share === undefined) {
      const test = holds(trigram);
      share = 0;
      for (let i = 0; i < words.length; i++)
        if ((words[i] as string[]).some(test)) share += sample.shares[i] as number;
      memo.set(trigram, share);
    }
    return share;
  };
}

/**
 * A step of a word of the term as pg_trgm searches it in a LIKE pattern: its trigrams (a word's start
 * gives two at once) and the stretch of the term, [from, to), that gives exactly them when searched.
 */
interface Step {
  trigrams: string[];
  from: number;
  to: number;
}

/**
 * Each word's steps in order. A word is padded where the term holds a character before or after it;
 * where it meets the pattern's wildcard (the term's start or end) it is not. Words shorter than two
 * characters are left out (their padded trigrams are not worth the detail: the whole term is tested
 * anyway).
 */
function wordSteps(term: string): Step[][] {
  return [...term.matchAll(/[a-z0-9]{2,}/g)].map((match) => {
    const word = match[0];
    const at = match.index;
    const steps: Step[] = [];
    if (at > 0) steps.push({ trigrams: [`  ${word[0]}`, ` ${word.slice(0, 2)}`], from: at - 1, to: at + 2 });
    for (let i = 0; i + 3 <= word.length; i++)
      steps.push({ trigrams: [word.slice(i, i + 3)], from: at + i, to: at + i + 3 });
    if (at + word.length < term.length)
      steps.push({ trigrams: [`${word.slice(-2)} `], from: at + word.length - 2, to: at + word.length + 1 });
    return steps;
  });
}

/**
 * The part of `term` (lower case) to search a trigram index with: the term itself when none of its
 * trigrams is far more common than its rarest, else the longest run of a word's steps whose trigrams
 * all stay within the limit (see RATIO), or the term itself when there is none. Only ASCII letters
 * and digits make words here; any part is a stretch of the term, so the answer is right either way.
 */
export function indexedPart(term: string, frequency: (trigram: string) => number): string {
  const lower = term.toLowerCase();
  const words = wordSteps(lower);
  const cost = (step: Step) => Math.max(...step.trigrams.map(frequency));
  const costs = words.flat().map(cost);
  if (costs.length === 0) return lower;
  const limit = Math.max(RARE_ENOUGH, RATIO * Math.min(...costs));
  if (costs.every((c) => c <= limit)) return lower;
  let best: { from: number; to: number; trigrams: number } | null = null;
  for (const steps of words) {
    let first = 0;
    steps.forEach((step, i) => {
      if (cost(step) > limit) first = i + 1;
      else {
        const trigrams = steps.slice(first, i + 1).reduce((n, s) => n + s.trigrams.length, 0);
        if (!best || trigrams > best.trigrams)
          best = { from: (steps[first] as Step).from, to: step.to, trigrams };
      }
    });
  }
  const chosen = best as { from: number; to: number } | null;
  return chosen ? lower.slice(chosen.from, chosen.to) : lower;
}

async function readSample(db: Db, index: string): Promise<ValueSample | null> {
  const [row] = rowsOf<{ mcv: string[] | null; freqs: number[] | null; bounds: string[] | null }>(
    await db.execute(sql`
      select most_common_vals::text::text[] as mcv, most_common_freqs as freqs,
        histogram_bounds::text::text[] as bounds
      from pg_stats where schemaname = current_schema() and tablename = ${index}`),
  );
  if (!row) return null;
  const mcv = row.mcv ?? [];
  const freqs = (row.freqs ?? []).map(Number);
  const bounds = row.bounds ?? [];
  // The histogram's bounds share evenly what the most common values leave.
  const rest = Math.max(0, 1 - freqs.reduce((sum, f) => sum + f, 0));
  return {
    values: [...mcv, ...bounds],
    shares: [...freqs, ...bounds.map(() => rest / bounds.length)],
  };
}

const samples = new WeakMap<
  Db,
  Map<string, { at: number; frequency: Promise<((t: string) => number) | null> }>
>();

/**
 * The part of `term` to search the trigram index `index` with (see indexedPart). Without statistics
 * for the index (a table never analyzed) the term itself.
 */
export async function trigramSearchPart(db: Db, index: string, term: string): Promise<string> {
  const byIndex = samples.get(db) ?? new Map();
  samples.set(db, byIndex);
  let cached = byIndex.get(index);
  if (!cached || Date.now() - cached.at > SAMPLE_TTL_MS) {
    const frequency = readSample(db, index).then((sample) => (sample ? trigramFrequency(sample) : null));
    cached = { at: Date.now(), frequency };
    byIndex.set(index, cached);
    // A failed read is tried again by the next search, not kept.
    frequency.catch(() => byIndex?.delete(index));
  }
  const frequency = await cached.frequency;
  return frequency ? indexedPart(term, frequency) : term.toLowerCase();
}
