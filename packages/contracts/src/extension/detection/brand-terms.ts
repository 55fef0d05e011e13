// Finding a brand's name in a piece of text, the way kits write it and the way genuine pages do not:
// whole words, also when the kit spells them apart ("One Drive", "M i c r o s o f t", "Docu-Sign"),
// with look-alike letters ("Micros0ft", "PayPaI", Cyrillic "а") or full-width ones; and not as an
// ordinary word ("an apple a day", "UPS batteries" counts only as written in capitals, like the brand).

const ZERO_WIDTH = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Letters that look like Latin ones (Cyrillic, Greek) and digits kits use for letters. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ӏ: 'l',
  ո: 'n',
  ս: 'u',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  τ: 't',
  κ: 'k',
  ι: 'i',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
  '|': 'l',
};

/** Text as the rules compare it: NFKC (full-width letters), no invisible characters, lower case. */
export const normalText = (text: string) =>
  text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A word's skeleton: look-alike letters folded to Latin, and i/l (which differ only by a stroke) made
 * one. Digits are folded only in words that also have letters ("micros0ft", not "365").
 */
export function skeleton(word: string): string {
  const mixed = /\p{L}/u.test(word) && /[0-9]/.test(word);
  let out = '';
  for (const c of word) {
    const folded = /[0-9]/.test(c) && !mixed ? c : (LOOK_ALIKES[c] ?? c);
    out += folded === 'i' ? 'l' : folded;
  }
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** A piece of text ready for many terms: its words, their skeletons and their case as written. */
export interface TextPlace {
  /** The normalized text (partial terms are looked for in it). */
  text: string;
  words: string[];
  skeletons: string[];
  /** The words as written (NFKC only), for the case of ordinary words. */
  written: string[];
}

/** An e-mail address on a page ("you@gmail.com") names a mail provider, never claims to be it. */
const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

export function textPlace(raw: string): TextPlace {
  const text = raw.replace(EMAIL_ADDRESS, ' ');
  const written = text.normalize('NFKC').replace(ZERO_WIDTH, '').split(NON_WORD).filter(Boolean);
  const words = written.map((w) => w.toLowerCase());
  return { text: normalText(text), words, skeletons: words.map(skeleton), written };
}

/**
 * Brand words that are also ordinary words: on a page they name the brand only as the brand writes
 * them, with a capital (and short ones all in capitals: "UPS", "IG", not "ups" or "ig").
 */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set([
  'apple',
  'amazon',
  'chase',
  'steam',
  'valve',
  'zoom',
  'slack',
  'meta',
  'outlook',
  'messenger',
  'office',
  'citi',
  'prime',
  'express',
  'sign',
  'drive',
  'acrobat',
  'target',
  'discover',
  'shell',
]);

/** Words that make the word before them a site's name ("chase.com", "chase-com"): the brand's, whatever the case. */
const DOMAIN_ENDINGS = new Set(['com', 'net', 'org', 'co', 'us', 'de', 'fr', 'uk', 'io']);

function writtenAsBrand(term: string, written: string, next: string | undefined): boolean {
  if (next !== undefined && DOMAIN_ENDINGS.has(next.toLowerCase())) return true;
  if (term.length <= 3) return written === written.toUpperCase();
  if (!ORDINARY_WORDS.has(term)) return true;
  const first = written.charAt(0);
  return first === first.toUpperCase();
}

export interface BrandTerm {
  /** The term as the brand policy writes it (it travels in the reasons). */
  value: string;
  /** Matches inside longer words too ("paypal" in "paypalsecure"). */
  partial: boolean;
}

interface CompiledTerm {
  needle: string;
  /** The term's words joined, as written and by skeleton (each word folded on its own, as text words are). */
  joined: string;
  joinedSkeleton: string;
  partial: boolean;
}

const compiled = new Map<string, CompiledTerm | null>();

function compile(term: BrandTerm): CompiledTerm | null {
  const key = `${term.partial ? 'p' : 'w'}:${term.value}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const needle = normalText(term.value);
  const words = needle.split(NON_WORD).filter(Boolean);
  const joined = words.join('');
  const result =
    joined === ''
      ? null
      : { needle, joined, joinedSkeleton: words.map(skeleton).join(''), partial: term.partial };
  if (compiled.size > 5_000) compiled.clear();
  compiled.set(key, result);
  return result;
}

/** Consecutive words spell the target: one word (written as the brand writes it), or several together. */
function spelledBy(
  words: readonly string[],
  written: readonly string[],
  target: string,
  ordinary: string,
): boolean {
  for (let start = 0; start < words.length; start++) {
    let spelled = '';
    for (let end = start; end < words.length && spelled.length < target.length; end++) {
      spelled += words[end];
      if (!target.startsWith(spelled)) break;
      if (spelled.length === target.length) {
        if (end > start || writtenAsBrand(ordinary, written[start] ?? '', written[start + 1])) return true;
        break;
      }
    }
  }
  return false;
}

/**
 * The term stands in the text as whole words: one word, or consecutive words that together spell it
 * ("one drive", "m i c r o s o f t"), as written or by skeleton when the term is long enough for a
 * look-alike to mean something (four letters); a partial term also anywhere inside the text.
 */
export function termIn(place: TextPlace, term: BrandTerm): boolean {
  const c = compile(term);
  if (!c) return false;
  if (c.partial && c.joined.length >= 5 && place.text.includes(c.needle)) return true;
  if (spelledBy(place.words, place.written, c.joined, c.joined)) return true;
  return c.joined.length >= 4 && spelledBy(place.skeletons, place.written, c.joinedSkeleton, c.joined);
}

/** A brand's name and aliases as terms. */
export function brandTerms(policy: {
  brandName: string;
  alias: { value: string; isPartialMatch: boolean }[];
}): BrandTerm[] {
  return [
    { value: policy.brandName, partial: false },
    ...policy.alias.map((a) => ({ value: a.value, partial: a.isPartialMatch })),
  ];
}

/** The first of the terms found in the text, if any. */
export function firstTermIn(place: TextPlace, terms: readonly BrandTerm[]): BrandTerm | undefined {
  return terms.find((term) => termIn(place, term));
}
