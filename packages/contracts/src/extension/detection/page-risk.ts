import { hostIn, isFreeHosting, isIpAddress, siteOf } from './hosts.ts';
import type { PageEvidence } from './page-evidence.ts';
import { type Reason, reason } from './signals.ts';

// What makes a page asking for credentials risky whatever brand it shows: where it lives (an IP
// address, a page made in the browser, free hosting) and where what is typed goes (another site, a
// collection service a kit posts to, an e-mail address).

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
  return reasons;
}
