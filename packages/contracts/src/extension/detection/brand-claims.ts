import type { ExtensionConfig } from '../extension-config.ts';
import { brandAccountIn } from './brand-account.ts';
import { type BrandKnowledge, knowledgeOf } from './brand-knowledge.ts';
import { type BrandTerm, brandTerms, firstTermIn, normalText, textPlace } from './brand-terms.ts';
import { isPaymentMention, withoutDelegatedMentions } from './delegated-mentions.ts';
import { hostIn, lookalikeHost, siteOf } from './hosts.ts';
import { bitsSet, hammingDistance } from './image-hash.ts';
import { ownSiteNames, titleSaysSiteName, withoutOwnName } from './own-site-name.ts';
import type { PageEvidence, PageImage } from './page-evidence.ts';
import { type Reason, reason } from './signals.ts';

// The evidence that a page claims to be one brand: where on the page the brand is named (the title,
// the sign-in area, its logo and icon, the address), what the page is built from (the brand's own
// element ids and sign-in resources), and a host dressed up as the brand. A brand named only in a
// footer, a social link, a "Sign in with" button or an e-mail address claims nothing: the reader
// keeps those out of the sign-in area, and buttons are never read as claims.

export type BrandPolicy = ExtensionConfig['brandPolicies'][number];

/** Two image hashes this close (of 64 bits) are the same picture, redrawn or rescaled. */
const SAME_PICTURE_BITS = 10;
/**
 * A reference logo whose hash has fewer bits set is too plain to tell apart from other plain pictures
 * (a coloured square, a near-blank image): it is not compared.
 */
const TELLING_BITS_MIN = 12;

const fileNameOf = (src: string) => {
  if (src.startsWith('data:')) return '';
  const path = src.split(/[?#]/)[0] ?? '';
  return decodeSafely(path.split('/').at(-1) ?? '').replace(/\.[a-z0-9]+$/i, '');
};

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const withoutScheme = (address: string) => address.replace(/^[a-z]+:\/\//i, '').toLowerCase();

function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname;
  } catch {
    return null;
  }
}

/**
 * The first text that names the brand, and the term that did. Words of a form or a picture that speak
 * of paying name a payment mark, not the page's own brand (a title or heading is always a claim).
 */
function namedIn(
  texts: readonly string[],
  terms: readonly BrandTerm[],
  paymentsAside = false,
): BrandTerm | undefined {
  for (const text of texts) {
    if (paymentsAside && isPaymentMention(text)) continue;
    const found = text ? firstTermIn(textPlace(withoutDelegatedMentions(text)), terms) : undefined;
    if (found) return found;
  }
  return undefined;
}

function imageClaim(
  images: readonly PageImage[],
  terms: readonly BrandTerm[],
  references: readonly string[],
) {
  const hashes = references.filter((h) => bitsSet(h) >= TELLING_BITS_MIN);
  for (const image of images) {
    const byHash =
      image.hash && hashes.some((h) => hammingDistance(h, image.hash as string) <= SAME_PICTURE_BITS);
    if (byHash) return { detail: 'it looks like the brand’s logo', weight: 0.6 };
    const term = namedIn([image.text], terms, true) ?? namedIn([fileNameOf(image.src)], terms);
    if (term) return { detail: `“${term.value}”`, term, weight: undefined };
    const read = image.readText ? namedIn([image.readText], terms, true) : null;
    if (read) return { detail: `it reads “${read.value}”`, term: read, weight: undefined };
  }
  return null;
}

/** The brand's own sign-in phrases the page says, compared word by word (punctuation and case aside). */
function phrasesOf(evidence: PageEvidence, knowledge: readonly BrandKnowledge[]): string[] {
  const phrases = knowledge.flatMap((k) => k.phrases ?? []);
  if (phrases.length === 0) return [];
  const said = ` ${wordsOf([...evidence.formHeadings, ...evidence.formTexts, ...evidence.controls, evidence.otherText].join(' '))} `;
  return phrases.filter((phrase) => said.includes(` ${phrase} `));
}

const wordsOf = (text: string) =>
  normalText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

const withTerm = (r: Reason, term: BrandTerm | undefined): Reason => (term ? { ...r, term: term.value } : r);

/** The page's words and pictures with the site's own name left out of them (own-site-name.ts). */
function withoutSiteName(evidence: PageEvidence, names: readonly string[]): PageEvidence {
  if (names.length === 0) return evidence;
  const strip = (text: string) => withoutOwnName(text, names);
  return {
    ...evidence,
    title: strip(evidence.title),
    formHeadings: evidence.formHeadings.map(strip),
    formTexts: evidence.formTexts.map(strip),
    formQuestions: evidence.formQuestions.map(strip),
    formImages: evidence.formImages.map((image) => ({
      ...image,
      text: strip(image.text),
      ...(image.readText ? { readText: strip(image.readText) } : {}),
    })),
    otherText: strip(evidence.otherText),
    copyrights: evidence.copyrights.map(strip),
  };
}

/**
 * The host dressed up as the brand, unless the brand's word only names a section of a site that
 * names itself in its title ("Meta Stack Exchange" on meta.stackexchange.com): a kit on a hijacked or
 * made-up host never says the host's own name, and a weak likeness (a short or ordinary word) in a
 * subdomain is then the site's own word.
 */
function disguiseOf(
  hostname: string,
  title: string,
  terms: readonly BrandTerm[],
  domains: readonly string[],
) {
  const lookalike = lookalikeHost(hostname, terms, domains);
  if (!lookalike || lookalike.strong) return lookalike;
  const site = siteOf(hostname);
  const inSubdomainOnly = lookalikeHost(site, terms, domains) === null;
  return inSubdomainOnly && titleSaysSiteName(title, site) ? null : lookalike;
}

/** Every reason to think the page claims to be this brand. */
export function brandClaims(pageEvidence: PageEvidence, policy: BrandPolicy): Reason[] {
  const brand = policy.brandName;
  const terms = brandTerms(policy);
  const knowledge = knowledgeOf(policy);
  const domains = [...policy.domains, ...knowledge.flatMap((k) => k.domains)];
  const reasons: Reason[] = [];
  const add = (r: Reason) => reasons.push(r);
  const url = new URL(pageEvidence.url);
  const lookalike = disguiseOf(url.hostname, pageEvidence.title, terms, policy.domains);
  // On a host dressed up as the brand, a name that spells the host is the disguise: it still counts.
  const evidence = lookalike ? pageEvidence : withoutSiteName(pageEvidence, ownSiteNames(url.hostname));

  const title = namedIn([evidence.title], terms);
  if (title) add(withTerm(reason('brand-in-title', brand, `“${title.value}”`), title));
  const heading = namedIn(evidence.formHeadings, terms);
  if (heading) add(withTerm(reason('brand-in-heading', brand, `“${heading.value}”`), heading));
  const account =
    (title || heading) &&
    [evidence.title, ...evidence.formHeadings]
      .map((t) => brandAccountIn(withoutDelegatedMentions(t), terms))
      .find(Boolean);
  if (account) add(withTerm(reason('brand-account', brand, `“${account.value}”`), account));
  const form = namedIn([...evidence.formTexts, ...evidence.formQuestions], terms, true);
  if (form) add(withTerm(reason('brand-in-form', brand, `“${form.value}”`), form));
  const logo = imageClaim(evidence.formImages, terms, policy.logoHashes ?? []);
  if (logo) add(withTerm(reason('brand-logo', brand, logo.detail, logo.weight), logo.term));
  const favicon = evidence.favicon ? imageClaim([evidence.favicon], terms, policy.logoHashes ?? []) : null;
  if (favicon) add(reason('brand-favicon', brand, favicon.detail));
  if (!title && !heading && !form) {
    const text = namedIn([evidence.otherText], terms, true);
    if (text) add(withTerm(reason('brand-in-text', brand, `“${text.value}”`), text));
  }

  const address = namedIn([decodeSafely(`${url.pathname} ${url.search} ${url.hash}`)], terms);
  if (address) add(reason('brand-in-address', brand, `“${address.value}”`));
  if (lookalike) add(reason('lookalike-host', brand, lookalike.detail, lookalike.strong ? 0.6 : 0.3));

  const copyright = namedIn(evidence.copyrights, terms);
  if (copyright) add(withTerm(reason('brand-copyright', brand, `“${copyright.value}”`), copyright));
  const phrases = phrasesOf(evidence, knowledge);
  if (phrases.length > 0)
    add(
      reason(
        'brand-phrases',
        brand,
        phrases
          .slice(0, 2)
          .map((p) => `“${p}”`)
          .join(', '),
        phrases.length >= 2 ? 0.5 : 0.25,
      ),
    );

  const markers = new Set(knowledge.flatMap((k) => k.markers));
  const found = [...new Set(evidence.markers.filter((m) => markers.has(m)))];
  if (found.length > 0)
    add(reason('brand-structure', brand, found.slice(0, 3).join(', '), found.length >= 2 ? 0.6 : 0.3));
  const prefixes = knowledge.flatMap((k) => k.signInResources).map((p) => p.toLowerCase());
  const loaded = [
    ...evidence.resources,
    ...evidence.formImages.map((i) => i.src),
    evidence.favicon?.src ?? '',
  ]
    .map(withoutScheme)
    .find((address) => prefixes.some((p) => address.startsWith(p)));
  if (loaded) add(reason('brand-resources', brand, loaded.split('/')[0]));
  if (evidence.formLinks.some((link) => hostIn(hostOf(link) ?? '', domains)))
    add(reason('brand-links', brand));
  if (evidence.formTargets.some((target) => hostIn(hostOf(target) ?? '', domains)))
    add(reason('credentials-to-brand', brand));
  return reasons;
}

/** The brand's own sites: its policy's domains and the ones the extension knows it owns. */
export const brandDomains = (policy: BrandPolicy): string[] => [
  ...policy.domains,
  ...knowledgeOf(policy).flatMap((k) => k.domains),
];
