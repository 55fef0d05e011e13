import * as client from 'openid-client';
import type { AddressGuard } from '../../lib/address-guard.ts';

/**
 * Seconds an ID token's `exp`, `iat` and `nbf` may be off: the identity provider's clock and ours are
 * both on NTP, so a minute covers real drift and rejects a token that is truly stale.
 */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60;

/**
 * How long a discovered provider (its endpoints and keys) is used before it is discovered again. A
 * changed connection is discovered afresh at once (its key names its last change); openid-client
 * fetches the provider's keys again when a token names a key it has not seen (key rotation).
 */
const DISCOVERY_TTL_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;

export interface OidcProviderSettings {
  /** Names the cache entry: the connection's id and when it last changed. */
  cacheKey: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The server's OpenID Connect client (openid-client): discovery of each connection's provider, cached
 * per process, and every request through the address guard, since an issuer is an address an admin
 * typed (decision 0076). Plain http only where the server allows it (development and tests).
 */
export function oidcClient(deps: { guard: AddressGuard; allowHttp: boolean }) {
  const discovered = new Map<string, { config: client.Configuration; until: number }>();

  /** fetch, refused for a host that resolves to a private or loopback address outside the allowed ranges. */
  const guardedFetch: client.CustomFetch = async (url, options) => {
    const { hostname } = new URL(url);
    if (!(await deps.guard.admits(hostname.replace(/^\[|\]$/g, ''))))
      throw new Error(`The address of ${hostname} is not allowed`);
    return fetch(url, options as RequestInit);
  };

  async function discover(settings: OidcProviderSettings): Promise<client.Configuration> {
    const found = await client.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      undefined,
      undefined,
      {
        execute: deps.allowHttp ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        [client.customFetch]: guardedFetch,
      },
    );
    const server = found.serverMetadata();
    // Basic is the OpenID default (Okta's too); Post for a provider that does not offer it.
    const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const auth = methods.includes('client_secret_basic')
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret);
    const config = new client.Configuration(
      server,
      settings.clientId,
      { [client.clockTolerance]: ID_TOKEN_CLOCK_TOLERANCE_SECONDS },
      auth,
    );
    config[client.customFetch] = guardedFetch;
    if (deps.allowHttp) client.allowInsecureRequests(config);
    return config;
  }

  return {
    /** The provider's configuration: discovered now, or within the last ten minutes. Failures are not kept. */
    async configuration(settings: OidcProviderSettings): Promise<client.Configuration> {
      const now = performance.now();
      const cached = discovered.get(settings.cacheKey);
      if (cached && cached.until > now) return cached.config;
      const config = await discover(settings);
      discovered.set(settings.cacheKey, { config, until: now + DISCOVERY_TTL_MS });
      return config;
    },

    /** Checks that an issuer answers discovery as itself, before a connection is saved. */
    async check(settings: Omit<OidcProviderSettings, 'cacheKey'>): Promise<void> {
      await discover({ ...settings, cacheKey: '' });
    },

    forget(cacheKeyPrefix: string) {
      for (const key of discovered.keys()) if (key.startsWith(cacheKeyPrefix)) discovered.delete(key);
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;
