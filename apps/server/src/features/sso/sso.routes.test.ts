import { SSO_ATTEMPT_COOKIE } from '@baitwatch/contracts/sso/constants';
import { SSO_MESSAGES as M } from '@baitwatch/contracts/sso/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { errorsOf, onlyFor } from '../../test/by-role.ts';
import { ALL_USERS, TEST_PASSWORD, type WorldUser } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { type OidcTestProvider, startOidcTestProvider } from '../../test/oidc-test-provider.ts';
import { worldApp } from '../../test/world-app.ts';

// The settings calls against a real OpenID provider on localhost (its discovery is checked on save);
// the sign-in itself is driven in Chromium (e2e/tests/session-single-sign-on.test.ts).
const api = worldApp({ env: { WEBHOOK_ALLOWED_RANGES: '127.0.0.0/8', PUBLIC_URL: 'http://127.0.0.1:9' } });
const { call } = api;
let idp: OidcTestProvider;
beforeAll(async () => {
  idp = await startOidcTestProvider({ redirectUri: 'http://127.0.0.1:9/auth/sso/callback' });
});
afterAll(() => idp?.close());

const tenantPath = () => `/v1/sso/tenants/${api.world.msp.tenant.id}`;
const orgPath = (id = api.world.mspOrg1.id) => `/v1/sso/customers/${id}`;
const body = (over: object = {}) => ({
  issuerUrl: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  allowedDomains: ['acme.example'],
  ssoRequired: false,
  ...over,
});

async function statuses(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: (who: WorldUser) => object) {
  const seen: Partial<Record<WorldUser, number>> = {};
  for (const who of ALL_USERS) seen[who] = (await call(who, method, url, payload?.(who))).statusCode;
  return seen;
}

const login = (email: string) =>
  api.t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { 'x-functions-key': FUNCTIONS_KEY },
    payload: { email, password: TEST_PASSWORD },
  });

describe('single sign-on settings', () => {
  it("a tenant's connection: its admins and the provider; everyone else 403", async () => {
    expect(await statuses('GET', tenantPath())).toEqual(onlyFor(200, 'provider', 'msp'));
    expect(
      await statuses('PUT', tenantPath(), (who) =>
        body({ allowedDomains: [`${who.toLowerCase()}.acme.example`] }),
      ),
    ).toEqual(onlyFor(200, 'provider', 'msp'));
    expect(await statuses('DELETE', tenantPath())).toEqual({ ...onlyFor(200, 'provider', 'msp'), msp: 404 });
    expect((await call('provider', 'GET', '/v1/sso/tenants/99999')).statusCode).toBe(404);
  });

  it("an organization's connection: its admins, its tenant's and the provider; a foreign one 403", async () => {
    const id = api.world.mspOrg2.id;
    expect(await statuses('GET', orgPath(id))).toEqual(onlyFor(200, 'provider', 'msp', 'basic'));
    expect(
      await statuses('PUT', orgPath(id), (who) =>
        body({ allowedDomains: [`${who.toLowerCase()}.two.example`] }),
      ),
    ).toEqual(onlyFor(200, 'provider', 'msp', 'basic'));
    expect(await statuses('DELETE', orgPath(id))).toEqual({
      ...onlyFor(200, 'provider', 'msp', 'basic'),
      msp: 404,
      basic: 404,
    });
    expect((await call('foreignMsp', 'PUT', orgPath(id), body())).statusCode).toBe(403);
  });

  it('answers the connection without its secret, which is sealed at rest and never in the audit log', async () => {
    const saved = await call('customer', 'PUT', orgPath(), body({ allowedDomains: ['Acme-One.example'] }));
    expect(saved.statusCode).toBe(200);
    const settings = saved.json();
    expect(settings.connection).toMatchObject({
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      secretHint: idp.clientSecret.slice(-4),
      allowedDomains: ['acme-one.example'],
    });
    expect(settings.redirectUri).toBe('http://127.0.0.1:9/auth/sso/callback');
    expect(JSON.stringify(settings)).not.toContain(idp.clientSecret);
    const db = api.t.deps.database.db;
    const stored = JSON.stringify(rowsOf(await db.execute(sql`select * from sso_connections`)));
    const audited = JSON.stringify(
      rowsOf(await db.execute(sql`select * from audit_log where action like 'sso.%'`)),
    );
    expect(stored).not.toContain(idp.clientSecret);
    expect(audited).not.toContain(idp.clientSecret);
    expect(audited).toContain('acme-one.example');
    // Changed without a secret: the sealed one stays.
    const kept = await call(
      'customer',
      'PUT',
      orgPath(),
      body({ clientSecret: undefined, ssoRequired: true }),
    );
    expect(kept.json().connection).toMatchObject({
      ssoRequired: true,
      secretHint: idp.clientSecret.slice(-4),
    });
    await call(
      'customer',
      'PUT',
      orgPath(),
      body({ allowedDomains: ['acme-one.example'], ssoRequired: false }),
    );
  });

  it('refuses bad input with the catalogue-style message, never a 500', async () => {
    const desc = async (over: object, path = orgPath(api.world.mspOrg3.id)) => {
      const answer = await call('msp', 'PUT', path, body(over));
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      return errorsOf(answer);
    };
    expect(await desc({ issuerUrl: '' })).toContain(M.issuerRequired);
    expect(await desc({ issuerUrl: 'not a url' })).toContain(M.issuerInvalid);
    expect(await desc({ issuerUrl: 'https://user:pw@idp.example' })).toContain(M.issuerInvalid);
    expect(await desc({ allowedDomains: [] })).toContain(M.domainsRequired);
    expect(await desc({ allowedDomains: ['not a domain'] })).toContain(M.domainInvalid);
    expect(await desc({ allowedDomains: ['@contoso.com'] })).toContain(M.domainInvalid);
    expect(await desc({ clientId: '' })).toContain(M.clientIdRequired);
    expect(await desc({ clientSecret: '' })).toContain(M.clientSecretRequired);
    // An issuer that does not answer discovery as itself (localhost names the same server).
    expect(await desc({ issuerUrl: idp.issuer.replace('127.0.0.1', 'localhost') })).toContain(
      M.issuerDiscoveryFailed,
    );
    expect(await desc({ breakGlassEmail: 'foreign@test.local' })).toContain(M.breakGlassNotAdmin);
    const claimed = await desc({ allowedDomains: ['acme-one.example'] });
    expect(claimed[0]).toContain(M.domainClaimed);
  });
});

describe('SSO required', () => {
  it('turns password sign-in off for the admins the connection signs in, but its break-glass admin', async () => {
    const id = api.world.mspOrg2.id;
    expect((await login('basic@test.local')).statusCode).toBe(200);
    await call('provider', 'PUT', orgPath(id), body({ allowedDomains: ['two.example'], ssoRequired: true }));
    const refused = await login('basic@test.local');
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)).toEqual([M.ssoRequired]);
    // Other organizations' admins and the provider are not touched.
    expect((await login('customer@test.local')).statusCode).toBe(200);
    expect((await login('provider@test.local')).statusCode).toBe(200);
    await call(
      'msp',
      'PUT',
      orgPath(id),
      body({ allowedDomains: ['two.example'], ssoRequired: true, breakGlassEmail: 'basic@test.local' }),
    );
    expect((await login('basic@test.local')).statusCode).toBe(200);
    await call('msp', 'DELETE', orgPath(id));
  });

  it("a tenant's connection applies to its organizations that have none of their own", async () => {
    await call('msp', 'PUT', tenantPath(), body({ allowedDomains: ['msp.example'], ssoRequired: true }));
    expect((await login('msp@test.local')).statusCode).toBe(403);
    expect((await login('intel@test.local')).statusCode).toBe(403);
    // Acme One has its own connection (not required): its admin still signs in with a password.
    expect((await login('customer@test.local')).statusCode).toBe(200);
    expect((await call('intel', 'GET', orgPath(api.world.mspOrg3.id))).json().inheritedFromTenant).toBe(true);
    await call('provider', 'DELETE', tenantPath());
    expect((await login('msp@test.local')).statusCode).toBe(200);
  });

  it('a sign-in started on a tenant subdomain goes through the console host first, which sets the attempt cookie', async () => {
    await call('provider', 'PUT', tenantPath(), body({ allowedDomains: ['hop.example'] }));
    const start = (host: string) =>
      api.t.app.inject({
        method: 'POST',
        url: '/v1/auth/sso/start',
        headers: { 'x-functions-key': FUNCTIONS_KEY, host },
        payload: { email: 'someone@hop.example' },
      });
    const onConsole = await start('127.0.0.1:9');
    expect(onConsole.json().authorizationUrl.startsWith(idp.issuer)).toBe(true);
    expect(onConsole.cookies.map((c) => c.name)).toEqual([SSO_ATTEMPT_COOKIE]);

    const onSubdomain = await start('acme.baitwatch.app');
    const hop = new URL(onSubdomain.json().authorizationUrl);
    expect(`${hop.origin}${hop.pathname}`).toBe('http://127.0.0.1:9/auth/sso/begin');
    expect(onSubdomain.cookies).toHaveLength(0);
    const begun = await api.t.app.inject({ method: 'GET', url: `${hop.pathname}${hop.search}` });
    expect(begun.statusCode).toBe(302);
    expect(begun.headers.location?.startsWith(idp.issuer)).toBe(true);
    expect(begun.cookies.map((c) => [c.name, c.path])).toEqual([[SSO_ATTEMPT_COOKIE, '/auth/sso/callback']]);

    const forged = await api.t.app.inject({ method: 'GET', url: '/auth/sso/begin?attempt=forged' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/login?sso_error=expired');
    await call('provider', 'DELETE', tenantPath());
  });
});
