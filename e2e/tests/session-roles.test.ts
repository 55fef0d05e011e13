import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import type { Page } from 'playwright-core';
import { type DemoLogin, loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  apiCall,
  chooseMenuItem,
  eventually,
  openProfileMenu,
  organization,
  pageHeading,
  pathOf,
  portalEntries,
  type ShownMenuItem,
  waitForPath,
  waitForShell,
} from './support/console.ts';

// Every demo login works from sign-in to logout: for each, its landing page, its menu, a forbidden
// route, a token expiring mid-session and renewed unnoticed, and logout.

const pick = (option: string) => MESSAGES.selectCustomerToView(option);
const on = (label: string): ShownMenuItem => ({ label, disabled: false, reason: null });
const off = (label: string, reason: string): ShownMenuItem => ({ label, disabled: true, reason });

interface RoleCase {
  landing: (entries: PortalCustomer[]) => string;
  menu: ShownMenuItem[];
  /** A route the role may not open, and what it gets there. */
  forbidden: (entries: PortalCustomer[]) => { path: string; redirectTo?: string };
}

const incidentsOf = (name: string) => (entries: PortalCustomer[]) =>
  `/customers/${organization(entries, name).id}/incidents`;

const ROLES: Record<DemoLogin, RoleCase> = {
  // The provider starts on the Super Feed: organization items ask for a customer.
  provider: {
    landing: () => '/super-feed',
    menu: [
      off('Dashboard', pick('Dashboard')),
      on('Threat Feed'),
      off('SOC Integration', pick('SOC Integration')),
      off('Deployment', pick('Deployment')),
      off('License Management', pick('License Management')),
      off('Settings', pick('Settings')),
      on('Advanced Settings'),
      off('Threat Intel', pick('Threat Intel')),
      on('Threat Intel Feed'),
      on('Audit Log'),
      on('Theme settings'),
      on('Logout'),
    ],
    forbidden: () => ({ path: '/tenant-admin' }),
  },
  // The tenant admin lands in the MSP Center with the first organization (Alpine Ski House) selected.
  msp: {
    landing: () => '/tenant-admin',
    menu: [
      on('MSP Center'),
      on('Dashboard'),
      on('Threat Feed'),
      on('SOC Integration'),
      on('Deployment'),
      on('License Management'),
      on('Settings'),
      on('Threat Intel'),
      on('Audit Log'),
      on('Theme settings'),
      on('Logout'),
    ],
    forbidden: () => ({ path: '/advanced-settings' }),
  },
  customer: {
    landing: incidentsOf('Contoso Pharmaceuticals'),
    menu: [
      on('Dashboard'),
      on('Threat Feed'),
      on('SOC Integration'),
      on('Deployment'),
      on('License Management'),
      on('Settings'),
      on('Threat Intel'),
      on('Theme settings'),
      on('Logout'),
    ],
    forbidden: () => ({ path: '/super-feed' }),
  },
  basic: {
    landing: incidentsOf('Tailspin Toys'),
    menu: [
      on('Dashboard'),
      on('Threat Feed'),
      on('SOC Integration'),
      on('Deployment'),
      on('License Management'),
      on('Settings'),
      off('Threat Intel', MESSAGES.noThreatIntelAccess),
      on('Theme settings'),
      on('Logout'),
    ],
    forbidden: () => ({ path: '/advanced-settings' }),
  },
  // TISOC: confined to /threat-intel and its allowed pages (docs/decisions/0003).
  intel: {
    landing: () => '/threat-intel',
    menu: [
      on('SOC Integration'),
      on('Settings'),
      on('Threat Intel'),
      on('Threat Intel Feed'),
      on('Theme settings'),
      on('Logout'),
    ],
    forbidden: (entries) => ({
      path: incidentsOf('Fabrikam Logistics')(entries),
      redirectTo: '/threat-intel',
    }),
  },
};

/** Calls that went to the API, with their answers, from now on. */
function recordApiCalls(page: Page) {
  const calls: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/v1/')) calls.push({ path: url.pathname, status: response.status() });
  });
  return calls;
}

async function dropCookie(page: Page, name: string) {
  await page.context().clearCookies({ name });
}

describe.each(Object.keys(ROLES) as DemoLogin[])('demo login %s', (who) => {
  const role = ROLES[who];

  test('lands on its default page, shows its menu, and is kept off a forbidden route', async ({
    baseUrl,
    page,
  }) => {
    await loginAs(page, baseUrl, who);
    const entries = await portalEntries(page, baseUrl);
    await waitForPath(page, role.landing(entries));
    await waitForShell(page);
    await eventually(() => pageHeading(page).count()).toBe(1);

    expect(await openProfileMenu(page)).toEqual(role.menu);
    await page.keyboard.press('Escape');

    const forbidden = role.forbidden(entries);
    await page.goto(`${baseUrl}${forbidden.path}`);
    if (forbidden.redirectTo) {
      await waitForPath(page, forbidden.redirectTo);
    } else {
      await page.getByText(MESSAGES.notAuthorized).waitFor();
      expect(pathOf(page)).toBe(forbidden.path);
    }
  });

  test('a token expiring mid-session is renewed without the user noticing', async ({ baseUrl, page }) => {
    await loginAs(page, baseUrl, who);
    const landing = role.landing(await portalEntries(page, baseUrl));
    await waitForPath(page, landing);
    await waitForShell(page);

    // The token cookie lapses (Max-Age); the refresh cookie is still there.
    await dropCookie(page, 'token');
    const calls = recordApiCalls(page);
    await page.reload();
    await waitForShell(page);
    await eventually(() => calls.some((c) => c.path === '/v1/auth/me' && c.status === 200)).toBe(true);

    expect(calls).toContainEqual({ path: '/v1/auth/me', status: 401 });
    expect(calls.filter((c) => c.path === '/v1/auth/refresh-token')).toEqual([
      { path: '/v1/auth/refresh-token', status: 200 },
    ]);
    expect(pathOf(page)).toBe(landing);
    await eventually(() => page.getByRole('alert').count()).toBe(0);
    expect((await apiCall(page, baseUrl, '/v1/auth/me')).status()).toBe(200);

    // Inside the running app too: the organization dropdown's server search (roles that have it).
    if (who !== 'provider' && who !== 'msp') return;
    await dropCookie(page, 'token');
    calls.length = 0;
    await page.getByRole('textbox', { name: 'Organization', exact: true }).fill('Contoso');
    await page
      .getByRole('option', { name: /Contoso Pharmaceuticals/ })
      .first()
      .waitFor();
    await eventually(() => calls.some((c) => c.path === '/v1/portal/search' && c.status === 200)).toBe(true);
    expect(calls.filter((c) => c.path !== '/v1/portal/search' || c.status !== 200)).toEqual([
      { path: '/v1/portal/search', status: 401 },
      { path: '/v1/auth/refresh-token', status: 200 },
    ]);
    expect(pathOf(page)).toBe(landing);
  });

  test('without either cookie the app goes to the login page with api, return and trial', async ({
    baseUrl,
    page,
  }) => {
    await loginAs(page, baseUrl, who);
    const landing = role.landing(await portalEntries(page, baseUrl));
    await waitForPath(page, landing);
    await waitForShell(page);

    await dropCookie(page, 'token');
    await dropCookie(page, 'refresh_token');
    await page.reload();
    await waitForPath(page, '/login');
    const params = new URL(page.url()).searchParams;
    expect(params.get('api')).toBe(`${baseUrl}/v1`);
    expect(params.get('return')).toBe(`${baseUrl}${landing}`);
    expect(params.has('trial')).toBe(true);
  });

  test('logout ends the session and returns to the login page', async ({ baseUrl, page }) => {
    await loginAs(page, baseUrl, who);
    await waitForShell(page);
    await chooseMenuItem(page, 'Logout');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('api')).toBe(`${baseUrl}/v1`);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();

    // Only the browser's own id stays (a later sign-in from it is no news: decision 0075).
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(['device_id']);
    expect((await apiCall(page, baseUrl, '/v1/auth/me')).status()).toBe(401);
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/login');
  });
});
