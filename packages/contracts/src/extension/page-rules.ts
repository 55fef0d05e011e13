import { EVENT_TYPES } from '../events/event-types.ts';
import { isBlockedUrl } from './config-rules.ts';
import type { ExtensionConfig } from './extension-config.ts';

// How the browser extension judges a page (docs/decisions/0051): pure, so the rules are tested with a
// table of pages and shared with anything else that must judge alike. The extension reads the signals
// from the page (apps/extension/src/content/page-signals.ts); nothing here touches a DOM.

/** What the content script reads from a page. Only pages asking for credentials are read further. */
export interface PageSignals {
  url: string;
  title: string;
  /** The page's visible text (innerText), capped by the reader. */
  visibleText: string;
  /** The alternative text of its images (logos). */
  imageAlts: string[];
  /** Where its forms send their data: absolute URLs of the form actions. */
  formTargets: string[];
  /** An input of type password is on the page. */
  hasPasswordField: boolean;
  /** On a Google Form: the question titles (empty elsewhere). */
  formQuestions: string[];
}

export type SignalSource = 'title' | 'text' | 'image' | 'form';

/** One brand term found in one place: the extension draws a box around it on the screenshot. */
export interface BrandMatch {
  brand: string;
  term: string;
  where: SignalSource;
}

export type PageVerdict =
  /** Blocked by the organization's list, whatever the page is. */
  | { kind: 'blocked' }
  /** Asks for no credentials: not examined further (and nothing about it leaves the machine). */
  | { kind: 'no credentials' }
  /** A login page on a host of a protected brand (its genuine page). */
  | { kind: 'genuine'; brand: string }
  /** A login page that names no protected brand. */
  | { kind: 'no brand' }
  /** A login page that names a protected brand on a host not of that brand (type 0), or a Google Form asking for a password (type 4). */
  | {
      kind: 'detected';
      type: typeof EVENT_TYPES.incident | typeof EVENT_TYPES.googleFormPassword;
      brands: string[];
      matches: BrandMatch[];
    };

/** The model code of the extension's brand rules (no AI model looked at the page). */
export const BRAND_RULES_MODEL_CODE = 'BRAND_RULES';
/** The model code of a page the user reported as phishing from the warning. */
export const USER_REPORT_MODEL_CODE = 'USER_REPORT';

type Brands = ExtensionConfig['brandPolicies'];

const GOOGLE_FORMS_HOST = 'docs.google.com';
const PASSWORD_WORDS = /\b(password|passcode|passphrase|passwort|mot de passe|contraseña)\b/iu;
/**
 * "Sign in with Google" buttons name a brand without imitating it: these phrases are left out of the
 * visible text before brands are looked for (a kit that imitates a brand names it elsewhere too).
 */
// Applied to normalized (lower-case, single-spaced) text: no case-insensitive or Unicode-class
// pattern, whose first compile costs a page tens of milliseconds. "with your Microsoft account" stays.
const SIGN_IN_WITH = /\b(sign in|sign up|log in|login|continue|register) with (?!(your|an?|the|my) )[^ ]+/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** A place's normalized text, and its words (a whole-word term of one word is a set lookup). */
interface Place {
  text: string;
  words: Set<string>;
}
type Matcher = (place: Place) => boolean;

const NON_WORD = /[^\p{L}\p{N}]+/u;
const placeOf = (text: string, dropSignInWith = false): Place => {
  const normalText = dropSignInWith ? normal(text).replace(SIGN_IN_WITH, ' ') : normal(text);
  return { text: normalText, words: new Set(normalText.split(NON_WORD)) };
};

/** Matchers by term, kept across pages: the same brand policies are judged on every login page. */
const matchers = new Map<string, Matcher | null>();
const MATCHERS_MAX = 5_000;

/**
 * A term's test on normalized text: a whole word (letters and digits around it end it), or anywhere
 * when partial. A plain substring search goes first: most terms are on no page, and it is far cheaper
 * than the pattern.
 */
function matcherOf(term: string, partial: boolean): Matcher | null {
  const key = `${partial ? 'p' : 'w'}:${term}`;
  const known = matchers.get(key);
  if (known !== undefined) return known;
  const needle = normal(term).trim();
  let matcher: Matcher | null = null;
  if (needle !== '' && partial) matcher = (place) => place.text.includes(needle);
  else if (needle !== '' && !NON_WORD.test(needle)) matcher = (place) => place.words.has(needle);
  else if (needle !== '') {
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'u');
    matcher = (place) => place.text.includes(needle) && pattern.test(place.text);
  }
  if (matchers.size >= MATCHERS_MAX) matchers.clear();
  matchers.set(key, matcher);
  return matcher;
}

/** A term matches as a whole word (letters and digits around it end it), or anywhere when partial. */
export function termIn(text: string, term: string, partial: boolean): boolean {
  return matcherOf(term, partial)?.(placeOf(text)) ?? false;
}

/** The host is one of the domains, or a subdomain of one. */
export function hostIn(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((entry) => {
    const domain = entry.toLowerCase().trim();
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}

/** Every place a brand's name or aliases appear on the page. Each text is normalized once. */
export function brandMatches(signals: PageSignals, brands: Brands): BrandMatch[] {
  const places: [SignalSource | 'visible text', string][] = [
    ['title', signals.title],
    ['visible text', signals.visibleText],
    ...signals.formQuestions.map((question): [SignalSource, string] => ['text', question]),
    ...signals.imageAlts.map((alt): [SignalSource, string] => ['image', alt]),
    ...signals.formTargets.map((target): [SignalSource, string] => ['form', target]),
  ];
  const normalPlaces = places.map(([where, text]): [SignalSource, Place] =>
    where === 'visible text' ? ['text', placeOf(text, true)] : [where, placeOf(text)],
  );
  const matches: BrandMatch[] = [];
  for (const policy of brands) {
    const terms = [{ value: policy.brandName, isPartialMatch: false }, ...policy.alias].flatMap((t) => {
      const test = matcherOf(t.value, t.isPartialMatch);
      return test ? [{ term: t.value, test }] : [];
    });
    for (const [where, place] of normalPlaces) {
      if (matches.some((m) => m.brand === policy.brandName && m.where === where)) continue;
      const found = terms.find((t) => t.test(place));
      if (found) matches.push({ brand: policy.brandName, term: found.term, where });
    }
  }
  return matches;
}

const isGoogleForm = (url: URL) =>
  url.hostname.toLowerCase() === GOOGLE_FORMS_HOST && url.pathname.startsWith('/forms/');

/** A page asks for credentials with a password field, or (a Google Form) a question asking for one. */
export function asksForCredentials(signals: PageSignals): boolean {
  if (signals.hasPasswordField) return true;
  return isGoogleForm(new URL(signals.url)) && signals.formQuestions.some((q) => PASSWORD_WORDS.test(q));
}

/**
 * The verdict on one page: blocked URLs first (any page); then only a page asking for credentials is
 * looked at. A Google Form asking for a password is type 4 (it lives on Google's own host, so it comes
 * before the genuine-host rule). A login page on a protected brand's host is genuine; elsewhere, one
 * naming a protected brand is detected as imitating it (type 0). What is reported and what alerts is
 * then the configuration's (config-rules.ts: allowed domains and Google Forms, the switches).
 */
export function judgePage(
  config: Pick<ExtensionConfig, 'blockedUrls' | 'brandPolicies'>,
  signals: PageSignals,
): PageVerdict {
  if (isBlockedUrl(config, signals.url)) return { kind: 'blocked' };
  if (!asksForCredentials(signals)) return { kind: 'no credentials' };
  const url = new URL(signals.url);
  const owner = config.brandPolicies.find((policy) => hostIn(url.hostname, policy.domains));
  // The host's own brand is no imitation (every Google Form says "Google").
  const matches = brandMatches(signals, config.brandPolicies).filter((m) => m.brand !== owner?.brandName);
  const brands = [...new Set(matches.map((m) => m.brand))];
  if (isGoogleForm(url)) return { kind: 'detected', type: EVENT_TYPES.googleFormPassword, brands, matches };
  if (owner) return { kind: 'genuine', brand: owner.brandName };
  if (brands.length === 0) return { kind: 'no brand' };
  return { kind: 'detected', type: EVENT_TYPES.incident, brands, matches };
}
