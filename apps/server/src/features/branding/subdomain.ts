import { isIP } from 'node:net';

/**
 * The tenant subdomain a login page is served on: the first label of `acme.localhost`,
 * `acme.<domain suffix>` or any host of three labels or more. Bare hosts, IPs and `www` name none.
 */
export function subdomainOfHost(hostname: string, domainSuffix: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isIP(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  const first = labels[0] ?? '';
  const named =
    (labels.length >= 2 && labels.at(-1) === 'localhost') ||
    (host.endsWith(`.${domainSuffix.toLowerCase()}`) && labels.length > domainSuffix.split('.').length) ||
    labels.length >= 3;
  return named && first !== 'www' && /^[a-z0-9-]{1,63}$/.test(first) ? first : null;
}
