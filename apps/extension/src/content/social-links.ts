import { addressOf, queryAll, visibleTextOf } from './safe-dom.ts';

// A row of "follow us" links (the icons of Facebook, X, Pinterest, Google+ beside a shop's sign-in
// form) names brands as places to follow the site, not as the site itself. Such links are known by
// what they say (a picture, or no more than the network's name) and by there being two networks or
// more: a kit's logo or "Forgot password?" link to the brand it imitates stays a claim.

const SOCIAL_NETWORKS = [
  'facebook.com',
  'fb.com',
  'twitter.com',
  'x.com',
  'instagram.com',
  'linkedin.com',
  'youtube.com',
  'pinterest.com',
  'plus.google.com',
  'tiktok.com',
  'whatsapp.com',
  'wa.me',
  't.me',
  'reddit.com',
  'tumblr.com',
  'vk.com',
  'snapchat.com',
  'threads.net',
  'flickr.com',
  'vimeo.com',
];

function networkOf(link: Element): string | null {
  try {
    const host = new URL(addressOf(link, 'href')).hostname.toLowerCase();
    return SOCIAL_NETWORKS.find((network) => host === network || host.endsWith(`.${network}`)) ?? null;
  } catch {
    return null;
  }
}

/** Longer than this, a link's words say more than a network's name ("Log in with Facebook"). */
const ICON_LINK_TEXT_MAX = 12;

/** The links of the area that make a row of social links (empty when there is no such row). */
export function socialRowOf(area: Element): Set<Element> {
  const row = new Map<Element, string>();
  for (const link of queryAll(area, 'a[href]').slice(0, 200)) {
    const network = networkOf(link);
    if (network && visibleTextOf(link).trim().length <= ICON_LINK_TEXT_MAX) row.set(link, network);
  }
  return new Set(row.size > 0 && new Set(row.values()).size >= 2 ? row.keys() : []);
}
