// A site whose own name holds a brand's word ("Apple iPod Parts" on appleipodparts.com, a shop for
// the brand's products) names itself, not the brand, where the page shows that name: in its title,
// heading or logo. The name counts as the site's own only when the page's host spells it out whole,
// in two words or more, none of them a word of signing in ("Apple ID Support" on appleidsupport.net
// is a kit's name, not a shop's), and only on a host that is not dressed up as the brand (the caller
// checks that).

/** Words a kit adds to a brand's name to sound like its sign-in; a site's own name is none of these. */
export const ACCOUNT_WORDS = new Set([
  'access',
  'account',
  'accounts',
  'alert',
  'auth',
  'billing',
  'confirm',
  'help',
  'id',
  'login',
  'logon',
  'mail',
  'online',
  'portal',
  'recovery',
  'secure',
  'security',
  'service',
  'services',
  'sign',
  'signin',
  'support',
  'unlock',
  'update',
  'verify',
  'wallet',
  'web',
]);

/** Below this a host's label is too short to be told from a brand's word plus a letter or two. */
const NAME_MIN_LETTERS = 8;

/**
 * The names a host spells ("apple-ipod-parts.co.uk": "appleipodparts"), lower case, without hyphens:
 * each label, and each label with the next ("meta.stackexchange.com": "metastackexchange", the
 * site's section named with the site, "Meta Stack Exchange").
 */
export function ownSiteNames(hostname: string): string[] {
  const labels = hostname
    .toLowerCase()
    .split('.')
    .map((label) => label.replace(/-/g, ''))
    .filter((label) => label !== 'www');
  const joined = labels.slice(0, -1).map((label, i) => `${label}${labels[i + 1]}`);
  return [...labels, ...joined].filter((name) => name.length >= NAME_MIN_LETTERS);
}

/** Below this a site's name could be said by chance inside other words. */
const SITE_NAME_SAID_MIN = 6;

/**
 * Whether the title says the name of the host's site (its registrable domain's label, spaces aside:
 * "Stack Exchange" for stackexchange.com), a name of no sign-in word: the site speaks as itself.
 */
export function titleSaysSiteName(title: string, site: string): boolean {
  const label = site.split('.')[0] ?? '';
  if (label.length < SITE_NAME_SAID_MIN || ACCOUNT_WORDS.has(label)) return false;
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .includes(label.replace(/-/g, ''));
}

/** The text with each run of words that spells one of the site's own names blanked out. */
export function withoutOwnName(text: string, names: readonly string[]): string {
  if (names.length === 0 || text === '') return text;
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const longest = Math.max(...names.map((n) => n.length));
  let result = text;
  for (let i = 0; i < words.length; i++) {
    let spelled = '';
    for (let j = i; j < words.length && spelled.length < longest; j++) {
      const word = (words[j]?.[0] ?? '').toLowerCase();
      if (ACCOUNT_WORDS.has(word)) break;
      spelled += word;
      if (j > i && names.includes(spelled)) {
        const start = words[i]?.index ?? 0;
        const end = (words[j]?.index ?? 0) + (words[j]?.[0].length ?? 0);
        result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
        i = j;
        break;
      }
    }
  }
  return result;
}
