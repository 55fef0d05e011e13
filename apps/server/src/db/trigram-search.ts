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

/** How often each 3-character piece occurs in the sample's values (the share of rows holding it). */
export function trigramFrequency(sample: ValueSample): (trigram: string) => number {
  const memo = new Map<string, number>();
  return (trigram) => {
    let share = memo.get(trigram);
    if (share === undefined) {
      share = 0;
      for (let i = 0; i < sample.values.length; i++)
        if ((sample.values[i] as string).includes(trigram)) share += sample.shares[i] as number;
      memo.set(trigram, share);
    }
    return share;
  };
}

const trigramsOf = (run: string) => Array.from({ length: run.length - 2 }, (_, i) => run.slice(i, i + 3));

/**
 * The part of `term` (lower case) to search a trigram index with: the term itself when none of its
 * trigrams is far more common than its rarest, else the longest stretch of letters and digits whose
 * trigrams all stay within the limit (see RATIO), or the term itself when no such stretch of three
 * characters exists. Only ASCII letters and digits are considered: pg_trgm makes trigrams of words,
 * and a stretch inside one word is searched by exactly its own trigrams.
 */
export function indexedPart(term: string, frequency: (trigram: string) => number): string {
  const lower = term.toLowerCase();
  const runs = lower.match(/[a-z0-9]{3,}/g) ?? [];
  const shares = runs.flatMap(trigramsOf).map(frequency);
  if (shares.length === 0) return lower;
  const limit = Math.max(RARE_ENOUGH, RATIO * Math.min(...shares));
  if (shares.every((share) => share <= limit)) return lower;
  let best = '';
  for (const run of runs) {
    let start = 0;
    trigramsOf(run).forEach((trigram, i) => {
      if (frequency(trigram) > limit) start = i + 1;
      else if (i + 3 - start > best.length) best = run.slice(start, i + 3);
    });
  }
  return best.length >= 3 ? best : lower;
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
