import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on localhost for the single sign-on tests: its
// development sign-in page takes any login, and the login is the account's email (verified). Tests
// drive it in Chromium as an admin would drive Entra ID, Google or Okta.

export interface OidcTestProvider {
  /** The issuer identifier, as discovery answers it. */
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface OidcTestProviderOptions {
  /** The relying party's callback address (Baitwatch's redirect URI). */
  redirectUri: string;
  /** The issuer's host: 127.0.0.1 by default; `localhost` names the same server with another issuer. */
  host?: string;
  port?: number;
}

/** Starts a provider with one confidential client that must use PKCE. */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = 'baitwatch-console';
  const clientSecret = 'sso-test-client-secret-0123456789';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: id }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['sso-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    port,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
