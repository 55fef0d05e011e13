import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { ssoBegin, ssoCallback } from '@baitwatch/contracts/sso/calls';
import { SSO_FAILURES, SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import {
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../apps/server/src/test/oidc-test-provider.ts';
import { demoToken, FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { waitForShell } from './support/console.ts';

// Single sign-on in Chromium against a real OpenID Connect provider (oidc-provider) this file starts
// on localhost: Coho Winery (a Bluefin Security organization) connects it for its own domain and for
// Northwind MSP's, whose admins belong to another tenant; Bluefin Security connects it for its own
// admins, who start on their tenant subdomain's login page. Its development sign-in page takes any
// login, which becomes the verified email of the ID token.

const ORGANIZATION = 'Coho Winery';
const ADMIN = 'marie.dubois@cohowinery.test';
const OTHER_TENANT_ADMIN = 'andrew.fuller@northwind-msp.test';
/** A TenantAdmin of Bluefin Security (Coho Winery's MSP), whose login page is bluefin.localhost's. */
const TENANT_ADMIN = 'kenji.tanaka@bluefin-security.test';

let idp: OidcTestProvider;
let customerId: number;

const asProvider = (method: string, path: string, body?: object) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${demoToken('provider')}`,
      [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });

const connection = (over: object = {}) => ({
  issuerUrl: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  allowedDomains: ['cohowinery.test', 'northwind-msp.test'],
  ssoRequired: false,
  ...over,
});

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  idp = await startOidcTestProvider({ redirectUri: new URL(ssoCallback.path, baseUrl).href });
  customerId = await (await consoleApi(baseUrl, 'provider')).organizationId(ORGANIZATION);
  const saved = await asProvider('PUT', `/v1/sso/customers/${customerId}`, connection());
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  if (customerId) await asProvider('DELETE', `/v1/sso/customers/${customerId}`);
  await idp?.close();
});

interface SsoStart {
  /** The email typed on the login page (none: the page's tenant subdomain finds the connection). */
  typed?: string;
  /** The login the provider's sign-in page is given (the ID token's email); the typed email by default. */
  atProvider?: string;
  /** The login page to start on: the console's own by default, or a tenant subdomain's. */
  loginPage?: string;
  beforeConsent?: () => void;
}

/**
 * From the login page through the provider's sign-in (and consent) to wherever the callback sends the
 * browser; answers every address the browser was sent to on the way, the callback's last.
 */
async function signInWithSso(page: Page, baseUrl: string, start: SsoStart): Promise<string[]> {
  const { typed, atProvider = typed ?? '', loginPage = `${baseUrl}/login`, beforeConsent = () => {} } = start;
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  await page.goto(loginPage);
  if (typed !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(typed);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await page.waitForURL((url) => url.origin === new URL(idp.issuer).origin);
  await page.locator('input[name="login"]').fill(atProvider);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await page.waitForURL(
    (url) => url.origin === new URL(baseUrl).origin || url.pathname.includes('interaction'),
  );
  if (new URL(page.url()).origin !== new URL(baseUrl).origin) {
    beforeConsent();
    await consent.click();
  }
  await page.waitForURL(
    (url) => url.origin === new URL(baseUrl).origin && !url.pathname.startsWith('/auth/'),
  );
  return visited;
}

/** The address the identity provider sent the browser back to. */
const callbackOf = (visited: string[]) =>
  visited.findLast((url) => new URL(url).pathname === ssoCallback.path) ?? '';

const failureShown = (page: Page) => page.getByTestId('sso-failure').textContent();

describe('single sign-on', () => {
  test("an invited admin signs in through their organization's provider, with Baitwatch's role", async ({
    baseUrl,
    page,
  }) => {
    const callbackUrl = callbackOf(await signInWithSso(page, baseUrl, { typed: ADMIN }));
    await waitForShell(page);
    const me = await page.evaluate(async (key) => {
      const answer = await fetch('/v1/auth/me', { headers: { 'x-functions-key': key } });
      return answer.json();
    }, FUNCTIONS_KEY);
    expect(me).toMatchObject({ email: ADMIN, role: 'CustomerAdmin' });

    // The same callback again (a replayed state): refused, on the login page, in words.
    await page.goto(callbackUrl);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await failureShown(page)).toContain(SSO_FAILURES.expired);
  });

  test("started on a tenant subdomain's login page, the first hop on the console's host signs its admin in there", async ({
    baseUrl,
    page,
  }) => {
    // Bluefin Security's own connection, found by the subdomain alone (no email is typed).
    const { tenantId } = await (await consoleApi(baseUrl, 'provider')).organization(ORGANIZATION);
    const tenantConnection = `/v1/sso/tenants/${tenantId}`;
    expect(
      (await asProvider('PUT', tenantConnection, connection({ allowedDomains: ['bluefin-security.test'] })))
        .status,
    ).toBe(200);
    try {
      const loginPage = `${baseUrl.replace('127.0.0.1', 'bluefin.localhost')}/login`;
      const visited = await signInWithSso(page, baseUrl, { loginPage, atProvider: TENANT_ADMIN });
      // The attempt's cookie is set by the console's own host (where the callback reads it), before
      // the provider; the session opens there too.
      const begin = visited.findIndex((url) => new URL(url).pathname === ssoBegin.path);
      expect(begin).toBeGreaterThan(-1);
      expect(new URL(visited[begin] ?? '').origin).toBe(baseUrl);
      expect(visited.slice(begin + 1).some((url) => url.startsWith(idp.issuer))).toBe(true);
      expect(new URL(callbackOf(visited)).origin).toBe(baseUrl);
      await waitForShell(page);
      expect(new URL(page.url()).origin).toBe(baseUrl);
      const me = await page.evaluate(async (key) => {
        const answer = await fetch('/v1/auth/me', { headers: { 'x-functions-key': key } });
        return answer.json();
      }, FUNCTIONS_KEY);
      expect(me).toMatchObject({ email: TENANT_ADMIN, role: 'TenantAdmin', tenantId });
    } finally {
      await asProvider('DELETE', tenantConnection);
    }
  });

  test('an email nobody was invited with is refused', async ({ baseUrl, page }) => {
    await signInWithSso(page, baseUrl, { typed: 'nobody@cohowinery.test' });
    expect(await failureShown(page)).toContain(SSO_FAILURES.unknownAdmin);
  });

  test('an admin of another tenant is refused, though the provider vouches for the address', async ({
    baseUrl,
    page,
  }) => {
    await signInWithSso(page, baseUrl, { typed: OTHER_TENANT_ADMIN });
    expect(await failureShown(page)).toContain(SSO_FAILURES.otherConnection);
  });

  test('an address outside the allowed domains is refused', async ({ baseUrl, page }) => {
    await signInWithSso(page, baseUrl, { typed: ADMIN, atProvider: 'mallory@elsewhere.test' });
    expect(await failureShown(page)).toContain(SSO_FAILURES.domainNotAllowed);
  });

  test('an expired ID token is refused', async ({ baseUrl, page }) => {
    // The provider runs in this process: set two hours behind once its sign-in page is done, every
    // token it then signs (code, ID token) has long expired by the server's clock.
    try {
      await signInWithSso(page, baseUrl, {
        typed: ADMIN,
        beforeConsent: () =>
          vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 60 * 60_000, shouldAdvanceTime: true }),
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await failureShown(page)).toContain(SSO_FAILURES.tokenExpired);
  });

  test('a domain with no connection says so on the login page', async ({ baseUrl, page }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@no-sso.test');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.getByText(SSO_MESSAGES.noConnection).waitFor();
  });

  test('an issuer that does not answer as itself is refused when saved', async () => {
    const wrong = await asProvider(
      'PUT',
      `/v1/sso/customers/${customerId}`,
      connection({ issuerUrl: idp.issuer.replace('127.0.0.1', 'localhost') }),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0].desc).toBe(SSO_MESSAGES.issuerDiscoveryFailed);
  });
});
