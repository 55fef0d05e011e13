import { isLoopbackHost } from '@baitwatch/contracts/common/loopback';
import type { Config } from '../../config.ts';

/** Who the passkeys are for: the RP ID they are bound to, and which page origins may use them. */
export interface RelyingParty {
  id: string;
  /** True for an origin the console serves its pages on (the public address, a tenant subdomain). */
  servesOrigin(origin: string): boolean;
}

const SUBDOMAIN_LABEL = /^[a-z0-9-]{1,63}$/;

/**
 * The console's relying party (decision 0077). A passkey is bound to one RP ID, and works on that host
 * and every subdomain of it, so the RP ID is the registrable domain the console and its tenant
 * subdomains share: DOMAIN_SUFFIX when PUBLIC_URL is on it (a passkey made on acme.baitwatch.app also
 * signs in at baitwatch.app), `localhost` for a local run (acme.localhost too; a run on 127.0.0.1 is
 * reached as localhost for passkeys, since browsers take no IP address as an RP ID), otherwise PUBLIC_URL's
 * own host (tenant subdomains elsewhere cannot share its passkeys, and are not served them).
 *
 * The origins checked against each answer's clientDataJSON are PUBLIC_URL's origin and, under the RP
 * ID, any one-label tenant subdomain with PUBLIC_URL's scheme and port: what the console serves.
 */
export function relyingPartyOf(config: Pick<Config, 'publicUrl' | 'domainSuffix'>): RelyingParty {
  const publicUrl = new URL(config.publicUrl);
  const host = publicUrl.hostname.toLowerCase();
  const suffix = config.domainSuffix.toLowerCase();
  const id = isLoopbackHost(host)
    ? 'localhost'
    : host === suffix || host.endsWith(`.${suffix}`)
      ? suffix
      : host;
  const sharedWithTenants = id === 'localhost' || id === suffix;
  const localOrigin = `${publicUrl.protocol}//localhost${publicUrl.port ? `:${publicUrl.port}` : ''}`;
  return {
    id,
    servesOrigin(origin: string) {
      if (origin === publicUrl.origin || (id === 'localhost' && origin === localOrigin)) return true;
      if (!sharedWithTenants) return false;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.origin !== origin || url.protocol !== publicUrl.protocol || url.port !== publicUrl.port)
        return false;
      const label = url.hostname.slice(0, -(id.length + 1));
      return url.hostname === `${label}.${id}` && SUBDOMAIN_LABEL.test(label);
    },
  };
}
