// The signals the extension weighs, each with its weight and the words that explain it to a person.
// A reason (a signal found on a page) travels with the report, so the console can say why a page was
// flagged and count which signal misfires when admins mark events false positives.

export const SIGNALS = {
  // Where the brand is claimed.
  'brand-in-title': { weight: 0.35, about: 'brand', says: 'The page title names {brand}' },
  'brand-in-heading': {
    weight: 0.4,
    about: 'brand',
    says: 'The heading beside the sign-in form names {brand}',
  },
  'brand-account': {
    weight: 0.15,
    about: 'brand',
    says: 'The title or heading asks for your {brand} account',
  },
  'brand-in-form': { weight: 0.35, about: 'brand', says: 'The sign-in form’s own words name {brand}' },
  'brand-logo': { weight: 0.45, about: 'brand', says: 'A logo beside the sign-in form is {brand}’s' },
  'brand-favicon': { weight: 0.3, about: 'brand', says: 'The page’s icon is {brand}’s' },
  'brand-in-address': { weight: 0.25, about: 'brand', says: 'The page’s address names {brand}' },
  'brand-in-text': { weight: 0.1, about: 'brand', says: 'The page’s text names {brand}' },
  // What the page is built from.
  'brand-structure': { weight: 0.6, about: 'brand', says: 'The page is built like {brand}’s sign-in page' },
  'brand-resources': { weight: 0.5, about: 'brand', says: 'The page loads parts of {brand}’s sign-in page' },
  'brand-links': { weight: 0.2, about: 'brand', says: 'The sign-in form links to {brand}’s site' },
  'brand-phrases': { weight: 0.5, about: 'brand', says: 'The page uses the words of {brand}’s sign-in page' },
  'brand-copyright': { weight: 0.35, about: 'brand', says: 'The page’s copyright line is {brand}’s' },
  'brand-sole-name': {
    weight: 0.2,
    about: 'brand',
    says: '{brand} is the only name the page goes by: it never names the site it is on',
  },
  // Where it is.
  'lookalike-host': { weight: 0.6, about: 'brand', says: 'The site’s name imitates {brand}' },
  'ip-host': { weight: 0.3, about: 'page', says: 'The site has no name, only an IP address' },
  'local-page': {
    weight: 0.4,
    about: 'page',
    says: 'The page was made in the browser (a data: or blob: page)',
  },
  'free-hosting': {
    weight: 0.2,
    about: 'page',
    says: 'The page is on free hosting where anyone can publish',
  },
  // Where the credentials go.
  'credentials-elsewhere': { weight: 0.15, about: 'page', says: 'What is typed is sent to another site' },
  exfiltration: { weight: 0.4, about: 'page', says: 'What is typed is sent to a collection service' },
  'no-own-links': { weight: 0.1, about: 'page', says: 'The page links nowhere on its own site' },
  'no-own-name': { weight: 0.15, about: 'page', says: 'The page never names the site it is on' },
  'own-name-in-title': {
    weight: -0.2,
    about: 'page',
    says: 'The page title names the site it is on, as an organization’s own sign-in does',
  },
  'credentials-to-brand': { weight: -0.5, about: 'brand', says: 'What is typed goes to {brand}’s own site' },
} as const;

export type SignalName = keyof typeof SIGNALS;

/** One signal found on a page: what it says, of which brand, and how much it weighed. */
export interface Reason {
  signal: SignalName;
  brand?: string;
  weight: number;
  /** In words, for the warning's details and the console. */
  text: string;
  /** The brand term that matched, where a term did (the marked screenshot boxes it). */
  term?: string;
}

export function reason(
  signal: SignalName,
  brand: string | undefined,
  detail?: string,
  weight?: number,
): Reason {
  const known = SIGNALS[signal];
  const said = known.says.replace('{brand}', brand ?? 'the brand');
  return {
    signal,
    ...(brand ? { brand } : {}),
    weight: weight ?? known.weight,
    text: detail ? `${said} (${detail})` : said,
  };
}

/** The reasons as a report carries them: the strongest first, within the extension API's limits. */
export function reportedReasons(reasons: readonly Reason[], max: number) {
  return [...reasons]
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, max)
    .map(({ signal, brand, weight, text }) => ({
      signal,
      ...(brand ? { brand } : {}),
      weight,
      text: text.slice(0, 300),
    }));
}
