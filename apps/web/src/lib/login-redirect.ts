import { API_BASES } from '@baitwatch/contracts/common/api-surfaces';

/** The pages that work without a session; a lost session never redirects away from them. */
export const PUBLIC_PATHS = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/accept-invite',
  '/dev/outbox',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The spec's "external login page" address: our own /login on this host (the tenant subdomain), with
 * the API base, the address to come back to and the free-trial address.
 */
export function buildLoginUrl(location: { origin: string; href: string }, trialUrl: string): string {
  const params = new URLSearchParams({
    api: `${location.origin}${API_BASES.console}`,
    return: location.href,
    trial: trialUrl,
  });
  return `/login?${params.toString()}`;
}

/**
 * Where to go after logging in: the `return` address when it is on this origin (never another site,
 * never the login page itself), else the root.
 */
export function safeReturnPath(raw: string | null, origin: string): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || isPublicPath(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
