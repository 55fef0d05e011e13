import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { ssoCallback } from '@baitwatch/contracts/sso/calls';
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
// Northwind MSP's, whose admins belong to another tenant. Its development sign-in page takes any
// login, which becomes the verified email of the ID token.

const ORGANIZATION = 'Coho Winery';
const ADMIN = 'marie.dubois@cohowinery.test';
const OTHER_TENANT_ADMIN = 'andrew.fuller@northwind-msp.test';

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

/** From the login page through the provider's sign-in (and consent) to wherever the callback sends the browser. */
async function signInWithSso(
  page: Page,
  baseUrl: string,
  typed: string,
  atProvider = typed,
  beforeConsent: () => void = () => {},
): Promise<string> {
  let callbackUrl = '';
  page.on('request', (request) => {
    if (request.url().includes(ssoCallback.path)) callbackUrl = request.url();
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(typed);
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
  return callbackUrl;
}

const failureShown = (page: Page) => page.getByTestId('sso-failure').textContent();

describe('single sign-on', () => {
  test("an invited admin signs in through their organization's provider, with Baitwatch's role", async ({
    baseUrl,
    page,
  }) => {
    const callbackUrl = await signInWithSso(page, baseUrl, ADMIN);
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

  test('an email nobody was invited with is refused', async ({ baseUrl, page }) => {
    await signInWithSso(page, baseUrl, 'nobody@cohowinery.test');
    expect(await failureShown(page)).toContain(SSO_FAILURES.unknownAdmin);
  });

  test('an admin of another tenant is refused, though the provider vouches for the address', async ({
    baseUrl,
    page,
  }) => {
    await signInWithSso(page, baseUrl, OTHER_TENANT_ADMIN);
    expect(await failureShown(page)).toContain(SSO_FAILURES.otherConnection);
  });

  test('an address outside the allowed domains is refused', async ({ baseUrl, page }) => {
    await signInWithSso(page, baseUrl, ADMIN, 'mallory@elsewhere.test');
    expect(await failureShown(page)).toContain(SSO_FAILURES.domainNotAllowed);
  });

  test('an expired ID token is refused', async ({ baseUrl, page }) => {
    // The provider runs in this process: set two hours behind once its sign-in page is done, every
    // token it then signs (code, ID token) has long expired by the server's clock.
    try {
      await signInWithSso(page, baseUrl, ADMIN, ADMIN, () =>
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 60 * 60_000, shouldAdvanceTime: true }),
      );
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
