import { type BrandTerm, ORDINARY_WORDS, skeleton } from './brand-terms.ts';
import { unicodeHost } from './punycode.ts';

// What a page's host says: whose site it is (a brand's own, with its subsidiaries and regional
// domains), whether it dresses up as a brand (look-alike, typosquat, homoglyph), and whether it is
// the kind of host phishing lives on (an IP address, free hosting, an app platform).

/** Suffixes under which anyone registers a name: "a.co.uk" and "kit.web.app" are sites of their own. */
const SHARED_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'com.br',
  'com.mx',
  'com.ar',
  'com.tr',
  'com.cn',
  'com.hk',
  'com.sg',
  'com.tw',
  'com.my',
  'com.ph',
  'com.vn',
  'com.co',
  'com.pe',
  'com.ng',
  'com.eg',
  'com.sa',
  'com.pk',
  'co.in',
  'co.za',
  'co.kr',
  'co.id',
  'co.il',
  'co.th',
  'com.ua',
  'com.pl',
  'co.ke',
  'gov.in',
  'edu.au',
  'com.be',
]);

/**
 * Free hosting, app platforms, form builders and file shares: anyone puts a page there in a minute,
 * and kits do. Each is a shared suffix too (one customer's site is not another's).
 */
export const FREE_HOSTING = [
  '000webhostapp.com',
  'web.app',
  'firebaseapp.com',
  'weebly.com',
  'weeblysite.com',
  'wixsite.com',
  'wix.com',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'workers.dev',
  'github.io',
  'gitlab.io',
  'glitch.me',
  'ngrok.io',
  'ngrok-free.app',
  'ngrok.app',
  'r2.dev',
  'blogspot.com',
  'herokuapp.com',
  'repl.co',
  'replit.app',
  'replit.dev',
  'onrender.com',
  'fly.dev',
  'azurewebsites.net',
  'web.core.windows.net',
  'blob.core.windows.net',
  'appspot.com',
  'storage.googleapis.com',
  'square.site',
  'godaddysites.com',
  'webflow.io',
  'framer.app',
  'framer.website',
  'carrd.co',
  'surge.sh',
  'tiiny.site',
  'ipfs.io',
  'dweb.link',
  'ipfs.dweb.link',
  'cloudflare-ipfs.com',
  's3.amazonaws.com',
  'amplifyapp.com',
  'translate.goog',
  'wordpress.com',
  'jimdosite.com',
  'yolasite.com',
  'mystrikingly.com',
  'site123.me',
  'business.site',
  'notion.site',
  'gitbook.io',
  'codepen.io',
  'jsfiddle.net',
  'stackblitz.io',
  'csb.app',
  'hs-sites.com',
  'zohosites.com',
  'tilda.ws',
  'canva.site',
  'mailchimpsites.com',
  'webnode.page',
  'ukit.me',
  'bitbucket.io',
  'neocities.org',
  'freehostia.com',
  'byethost.com',
  'rf.gd',
  'epizy.com',
  'infinityfreeapp.com',
  'lovable.app',
  'bolt.host',
  'typedream.app',
  'sites.google.com',
  'forms.office.com',
  'jotform.com',
  'formstack.com',
  'typeform.com',
  'wufoo.com',
  'cprapid.com',
  'trycloudflare.com',
  'loca.lt',
  'serveo.net',
  'pythonanywhere.com',
  'backblazeb2.com',
  'digitaloceanspaces.com',
  'yourwebsitespace.com',
];

/** Hosts of a brand's domain where anyone publishes pages: owning the domain vouches for none of them. */
const USER_CONTENT_HOSTS = [
  'amazonaws.com',
  'cloudfront.net',
  'windows.net',
  'azureedge.net',
  'cloudapp.net',
  'azurestaticapps.net',
  'myshopify.com',
  'sites.google.com',
  'docs.google.com',
  'storage.googleapis.com',
  'script.google.com',
  'script.googleusercontent.com',
  'forms.office.com',
  'forms.microsoft.com',
  'blob.core.windows.net',
  'web.core.windows.net',
  'azurewebsites.net',
  's3.amazonaws.com',
  'amplifyapp.com',
  'firebaseapp.com',
  'appspot.com',
  'blogspot.com',
  'dropboxusercontent.com',
  'googleusercontent.com',
  'github.io',
  'translate.goog',
];

/** Country-code domains handed out free to anyone (so "brand.tk" proves nothing). */
const FREE_COUNTRY_CODES = new Set(['tk', 'ml', 'ga', 'cf', 'gq']);

export const normalHost = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');

/** The host is one of the domains, or a subdomain of one. */
export function hostIn(hostname: string, domains: readonly string[]): boolean {
  const host = normalHost(hostname);
  return domains.some((entry) => {
    const domain = entry.toLowerCase().trim();
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}

export const isIpAddress = (hostname: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(normalHost(hostname)) || normalHost(hostname).includes(':');

/** The suffix a site is registered under: a shared one, a free host's, or the last label. */
/**
 * Second-level names under which countries register sites ("kmutt.ac.th", "sso.edu.au", "x.gob.mx"):
 * under a two-letter country code they are a suffix, as the listed ones are.
 */
const COUNTRY_SECOND_LEVELS = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gov',
  'gob',
  'gouv',
  'go',
  'net',
  'org',
  'or',
  'ne',
  'mil',
  'sch',
  'nic',
]);

const isCountrySecondLevel = (labels: readonly string[]) =>
  labels.length === 2 && /^[a-z]{2}$/.test(labels[1] ?? '') && COUNTRY_SECOND_LEVELS.has(labels[0] ?? '');

function suffixOf(host: string): string {
  const labels = host.split('.');
  for (let i = 1; i < labels.length; i++) {
    const candidate = labels.slice(i).join('.');
    if (SHARED_SUFFIXES.has(candidate) || FREE_HOSTING.includes(candidate)) return candidate;
    if (isCountrySecondLevel(labels.slice(i))) return candidate;
  }
  return labels.at(-1) ?? host;
}

/** The registrable site of a host: "login.kit.example.co.uk" is "example.co.uk"; "a.web.app" itself. */
export function siteOf(hostname: string): string {
  const host = normalHost(hostname);
  if (isIpAddress(host)) return host;
  const suffix = suffixOf(host);
  const rest = host.slice(0, Math.max(0, host.length - suffix.length - 1));
  const label = rest.split('.').at(-1);
  return label ? `${label}.${suffix}` : host;
}

export const isFreeHosting = (hostname: string) => hostIn(hostname, FREE_HOSTING);
export const isUserContentHost = (hostname: string) => hostIn(hostname, USER_CONTENT_HOSTS);

/**
 * The brand's own site, in another country: the first label of one of its domains under a country
 * code ("amazon.fr", "paypal.co.uk" for amazon.com, paypal.com), but not under the free ones.
 */
export function isRegionalSite(hostname: string, domains: readonly string[]): boolean {
  const site = siteOf(hostname);
  const [label, ...rest] = site.split('.');
  const suffix = rest.join('.');
  const country = suffix.split('.').at(-1) ?? '';
  if (country.length !== 2 || FREE_COUNTRY_CODES.has(country)) return false;
  if (rest.length > 1 && !SHARED_SUFFIXES.has(suffix)) return false;
  return domains.some((domain) => siteOf(domain).split('.')[0] === label);
}

const edits = (a: string, b: string): number => {
  if (Math.abs(a.length - b.length) > 1) return 2;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 2;
};

/** How a host dresses up as a brand: strongly (a long or partial name, a typing slip), or weakly. */
export interface Lookalike {
  detail: string;
  strong: boolean;
}

/**
 * How the host dresses up as the brand, if it does: a word of it (labels split at dots and hyphens,
 * decoded from punycode, look-alike letters folded) is the brand's name, contains a long one, or is
 * one typing slip from the name of a brand's domain ("micorsoft", "paypa1"). A short or ordinary name
 * ("zoom", "apple") as a word of the host is weak: "apple-orchard.com" is somebody's farm.
 */
export function lookalikeHost(
  hostname: string,
  terms: readonly BrandTerm[],
  domains: readonly string[],
): Lookalike | null {
  const host = unicodeHost(normalHost(hostname));
  // A brand's own domain followed by more labels: "chase.com.secure05c.example.ml".
  const embedded = domains.find((d) => host.startsWith(`${d}.`) || host.includes(`.${d}.`));
  if (embedded) return { detail: `the host begins like ${embedded}`, strong: true };
  const words = host
    .split(/[.-]+/)
    .filter(Boolean)
    .map((w) => skeleton(w));
  const names = [
    ...terms.map((t) => t.value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')).filter((n) => n.length >= 4),
    ...domains.map((d) => siteOf(d).split('.')[0] ?? '').filter((n) => n.length >= 5),
  ];
  for (const word of words)
    for (const plain of names) {
      const name = skeleton(plain);
      const strong = plain.length >= 6 && !ORDINARY_WORDS.has(plain);
      if (word === name) return { detail: `the host names ${plain}`, strong };
      if (name.length >= 6 && word.includes(name)) return { detail: `the host contains ${plain}`, strong };
      // A slip from a shorter name is often an ordinary word ("finance" and "binance").
      if (strong && word.length >= 5 && edits(word, name) === 1)
        return { detail: `the host is one letter from ${plain}`, strong: plain.length >= 8 };
    }
  return null;
}
