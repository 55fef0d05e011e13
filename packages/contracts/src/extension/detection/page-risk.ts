import { hostIn, isFreeHosting, isIpAddress, siteOf } from './hosts.ts';
import { ACCOUNT_WORDS } from './own-site-name.ts';
import type { PageEvidence } from './page-evidence.ts';
import { type Reason, reason } from './signals.ts';

// What makes a page asking for credentials risky whatever brand it shows: where it lives (an IP
// address, a page made in the browser, free hosting), where what is typed goes (another site, a
// collection service a kit posts to, an e-mail address), and a page that is nobody's own: no link
// to its own site, and never a word of the site's name (a kit on a hijacked host speaks only of
// the brand it imitates; a genuine site, even one offering a brand's sign-in, names itself).

/** Where kits send what is typed: chat bots, webhooks, form back ends, mail. */
const COLLECTION_SERVICES = [
  'api.telegram.org',
  'discord.com/api/webhooks',
  'discordapp.com/api/webhooks',
  'formspree.io',
  'getform.io',
  'formsubmit.co',
  'submit-form.com',
  'usebasin.com',
  'formcarry.com',
  'web3forms.com',
  'script.google.com/macros',
  'hooks.slack.com',
  'webhook.site',
  'pipedream.net',
  'requestbin',
  'formbold.com',
  'staticforms.xyz',
  'getsimpleform.com',
  'formkeep.com',
  'ntfy.sh',
  'pastebin.com/api',
];

/** Private and loopback addresses: a router's or an intranet's login page, not a hiding place. */
const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fe80:|fc|fd)/;

const schemeless = (address: string) => address.replace(/^[a-z]+:\/\//i, '').toLowerCase();

function siteOfAddress(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? siteOf(url.hostname) : null;
  } catch {
    return null;
  }
}

export function pageRisks(evidence: PageEvidence): Reason[] {
  const reasons: Reason[] = [];
  const url = new URL(evidence.url);
  const host = url.hostname;
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'file:')
    reasons.push(reason('local-page', undefined));
  else if (isIpAddress(host) && !PRIVATE_ADDRESS.test(host.replace(/^\[/, '')))
    reasons.push(reason('ip-host', undefined, host));
  else if (isFreeHosting(host)) reasons.push(reason('free-hosting', undefined, siteOf(host)));

  const sinks = [...evidence.formTargets, ...evidence.scriptUrls];
  const collector = sinks.find(
    (address) =>
      address.toLowerCase().startsWith('mailto:') ||
      COLLECTION_SERVICES.some(
        (service) => schemeless(address).startsWith(service) || schemeless(address).includes(`.${service}`),
      ),
  );
  if (collector) reasons.push(reason('exfiltration', undefined, schemeless(collector).split(/[/?]/)[0]));
  else {
    const ownSite = siteOf(host);
    const elsewhere = evidence.formTargets
      .map(siteOfAddress)
      .find((site) => site !== null && site !== ownSite);
    if (elsewhere && !hostIn(elsewhere, [ownSite]))
      reasons.push(reason('credentials-elsewhere', undefined, elsewhere));
  }
  if (evidence.ownSiteLinks === 0) reasons.push(reason('no-own-links', undefined));
  if (namesItsSite(evidence, host) === false) reasons.push(reason('no-own-name', undefined, siteOf(host)));
  const ownName = siteNameInTitle(evidence.title, host);
  if (ownName) reasons.push(reason('own-name-in-title', undefined, `“${ownName}”`));
  return reasons;
}

/**
 * The site's name as a word of the page's title ("KMUTT Google Apps Authentication Service" on
 * accounts.kmutt.ac.th): an organization's own sign-in, even for a brand's service. A kit on a
 * hijacked host never names the host it hides on. Only a name of one word that is no sign-in word
 * ("secure", "login"): a kit's own domain is made of those. A host dressed up as a brand names the
 * brand, not itself: the judge leaves this out there.
 */
function siteNameInTitle(title: string, host: string): string | null {
  if (isIpAddress(host) || isFreeHosting(host)) return null;
  const label = siteOf(host).split('.')[0] ?? '';
  if (!/^[\p{L}\p{N}]{4,}$/u.test(label) || ACCOUNT_WORDS.has(label)) return null;
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return words.includes(label) ? label : null;
}

/** Below this a site's name could be said by chance ("ab" in any word). */
const SITE_NAME_MIN = 3;
/** A page that says this much of its site's name, from its start or its end, names it. */
const MOST_OF_NAME = 0.6;

/** Letters and digits only, lower case: "Pinsent Masons" and "pinsent-masons" both say "pinsentmasons". */
const squeezed = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Whether the page's words say the name of its site (the registrable domain's label, "example" of
 * login.example.co.uk): its title, sign-in area, copyright, pictures' words or other text. Null where
 * the site has no name to say (an address, free hosting, a name too short to tell).
 */
function namesItsSite(evidence: PageEvidence, host: string): boolean | null {
  if (isIpAddress(host) || isFreeHosting(host)) return null;
  const label = siteOf(host).split('.')[0] ?? '';
  const name = squeezed(label);
  if (name.length < SITE_NAME_MIN) return null;
  const said = squeezed(
    [
      evidence.title,
      ...evidence.formHeadings,
      ...evidence.formTexts,
      ...evidence.controls,
      ...evidence.copyrights,
      ...evidence.formImages.flatMap((image) => [image.text, image.readText ?? '']),
      evidence.otherText,
    ].join(' '),
  );
  if (said.includes(name)) return true;
  // "mymonat" is named by "MONAT", "bodyglovemobile" by "Body Glove": most of it, from either end.
  for (let length = name.length - 1; length >= Math.max(4, Math.ceil(name.length * MOST_OF_NAME)); length--)
    if (said.includes(name.slice(0, length)) || said.includes(name.slice(-length))) return true;
  // "ht-express" is named by "Home Theater Express": each of its words long enough to tell.
  const words = label.split('-').map(squeezed);
  const telling = words.filter((word) => word.length >= SITE_NAME_MIN);
  return words.length > 1 && telling.length > 0 && telling.every((word) => said.includes(word));
}
