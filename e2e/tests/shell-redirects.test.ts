import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import type { Page } from 'playwright-core';
import type { DemoLogin } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  apiCall,
  eventually,
  notice,
  openProfileMenu,
  organization,
  pathOf,
  portalEntries,
  selectOrganization,
  signIn,
  waitForPath,
  waitForShell,
} from './support/console.ts';

// Spec doc 1 §2: the root and unknown paths, the TISOC confinement (docs/decisions/0003), the
// organization dropdown's redirects and notices, the route's organization becoming the selected
// one, and addresses of other tenants' organizations.

async function open(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
}

async function openProfileMenuOn(page: Page, baseUrl: string, path: string) {
  await open(page, baseUrl, path);
  const items = await openProfileMenu(page);
  await page.keyboard.press('Escape');
  return items;
}

async function entriesOf(page: Page, baseUrl: string, who: DemoLogin) {
  await signIn(page, baseUrl, who);
  return portalEntries(page, baseUrl);
}

function globalView(entries: PortalCustomer[], name: string) {
  const entry = entries.find((e) => e.kind === 'globalView' && e.displayName === name);
  if (!entry?.tenantId || !entry.groupId) throw new Error(`No Global View "${name}"`);
  return { tenantId: entry.tenantId, groupId: entry.groupId };
}

const selectedName = (page: Page) =>
  page.getByRole('textbox', { name: 'Organization', exact: true }).inputValue();

describe('root and unknown paths', () => {
  test.for([
    ['provider', () => '/super-feed'],
    ['msp', () => '/tenant-admin'],
    [
      'customer',
      (e: PortalCustomer[]) => `/customers/${organization(e, 'Contoso Pharmaceuticals').id}/incidents`,
    ],
    ['basic', (e: PortalCustomer[]) => `/customers/${organization(e, 'Tailspin Toys').id}/incidents`],
    ['intel', () => '/threat-intel'],
  ] as const)('%s goes to its default page', async ([who, expected], { baseUrl, page }) => {
    const entries = await entriesOf(page, baseUrl, who);
    for (const path of ['/', '/no/such/page', '/customers']) {
      await page.goto(`${baseUrl}${path}`);
      await waitForPath(page, expected(entries));
    }
  });

  // (A TenantAdmin's default is the MSP Center whatever the selection: the spec's first rule.)
  test('with a Global View selected, the root goes to the tenant incidents', async ({ baseUrl, page }) => {
    const entries = await entriesOf(page, baseUrl, 'provider');
    const view = globalView(entries, 'Northwind MSP > Global View 2');
    await open(page, baseUrl, `/tenants/${view.tenantId}/incidents?group=${view.groupId}`);
    await eventually(() => selectedName(page)).toBe('Northwind MSP > Global View 2');
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, `/tenants/${view.tenantId}/incidents`);
    expect(new URL(page.url()).searchParams.get('group')).toBe(String(view.groupId));
  });
});

describe('TISOC CustomerAdmin', () => {
  test('stays on its allowed pages and is sent to /threat-intel from any other', async ({
    baseUrl,
    page,
  }) => {
    const entries = await entriesOf(page, baseUrl, 'intel');
    const own = organization(entries, 'Fabrikam Logistics').id;
    for (const allowed of ['/threat-intel-feed', '/soc-integration', `/customers/${own}/settings`]) {
      await open(page, baseUrl, allowed);
      expect(pathOf(page)).toBe(allowed);
    }
    for (const other of [
      `/customers/${own}/incidents`,
      `/customers/${own}/license-management`,
      `/customers/${own}/deployment`,
      `/customers/${own}/settings/add-admin`,
      '/advanced-settings',
      '/super-feed',
    ]) {
      await page.goto(`${baseUrl}${other}`);
      await waitForPath(page, '/threat-intel');
    }
  });
});

describe('organization dropdown', () => {
  test.for(['license-management', 'threat-intel'] as const)(
    'choosing a Global View on %s shows its incidents with a notice',
    async (section, { baseUrl, page }) => {
      const entries = await entriesOf(page, baseUrl, 'msp');
      const alpine = organization(entries, 'Alpine Ski House').id;
      const start = section === 'license-management' ? `/customers/${alpine}/${section}` : `/${section}`;
      await open(page, baseUrl, start);
      expect(pathOf(page)).toBe(start);

      await selectOrganization(page, 'Global View 1');
      const view = globalView(entries, 'Global View 1');
      await waitForPath(page, `/tenants/${view.tenantId}/incidents`);
      expect(new URL(page.url()).searchParams.get('group')).toBe(String(view.groupId));
      await notice(page, SHELL_MESSAGES.globalViewRedirect).waitFor();
    },
  );

  test('choosing a TISOC organization on another page goes to /threat-intel with the notice', async ({
    baseUrl,
    page,
  }) => {
    const entries = await entriesOf(page, baseUrl, 'provider');
    const contoso = organization(entries, 'Contoso Pharmaceuticals');
    await open(page, baseUrl, `/customers/${contoso.id}/license-management`);
    await selectOrganization(page, organization(entries, 'Fabrikam Logistics').displayName);
    await waitForPath(page, '/threat-intel');
    await notice(page, MESSAGES.exclusiveThreatIntel).waitFor();
  });

  test('changing organization keeps the section of the page', async ({ baseUrl, page }) => {
    const entries = await entriesOf(page, baseUrl, 'msp');
    const alpine = organization(entries, 'Alpine Ski House').id;
    const tailspin = organization(entries, 'Tailspin Toys').id;
    await open(page, baseUrl, `/customers/${alpine}/settings`);
    await selectOrganization(page, 'Tailspin Toys');
    await waitForPath(page, `/customers/${tailspin}/settings`);
  });

  test("the route's organization becomes the selected one", async ({ baseUrl, page }) => {
    const entries = await entriesOf(page, baseUrl, 'msp');
    await open(page, baseUrl, `/customers/${organization(entries, 'Tailspin Toys').id}/incidents`);
    await eventually(() => selectedName(page)).toBe('Tailspin Toys');

    const view = globalView(entries, 'Global View 2');
    await open(page, baseUrl, `/tenants/${view.tenantId}/deployment?group=${view.groupId}`);
    await eventually(() => selectedName(page)).toBe('Global View 2');

    // Remembered for the next visit of the root.
    await page.goto(`${baseUrl}/customers/${organization(entries, 'Contoso Pharmaceuticals').id}/settings`);
    await eventually(() => selectedName(page)).toBe('Contoso Pharmaceuticals');
    await page.goto(`${baseUrl}/no/such/page`);
    await waitForPath(page, '/tenant-admin');
    await eventually(() => selectedName(page)).toBe('Contoso Pharmaceuticals');
  });
});

describe('pages the menu does not offer', () => {
  // A page the menu does not offer must not open from a typed address (a PHISHPROTSUITE CustomerAdmin
  // once opened /threat-intel-feed by typing it). The route guard asks the profile menu's rules
  // (decision 0031): no menu item, no page.
  test('a PHISHPROTSUITE CustomerAdmin cannot type their way to the Threat Intel Feed', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    const contoso = organization(await portalEntries(page, baseUrl), 'Contoso Pharmaceuticals');
    expect((await openProfileMenuOn(page, baseUrl, '/')).map((item) => item.label)).not.toContain(
      'Threat Intel Feed',
    );
    for (const path of ['/threat-intel-feed', '/threat-intel-feed/some-event']) {
      await open(page, baseUrl, path);
      await page.getByText(MESSAGES.notAuthorized).waitFor();
      expect(await page.getByRole('heading', { name: 'Threat Intel Feed' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Go to Threat Feed' }).click();
    await waitForPath(page, `/customers/${contoso.id}/incidents`);
  });

  test.for([
    ['msp', '/threat-intel-feed'],
    ['msp', '/advanced-settings'],
    ['provider', '/tenant-admin/add-organization'],
    ['basic', '/super-feed'],
  ] as const)('%s is not authorized on %s', async ([who, path], { baseUrl, page }) => {
    await signIn(page, baseUrl, who);
    await open(page, baseUrl, path);
    await page.getByText(MESSAGES.notAuthorized).waitFor();
  });

  test('the organization pages ask for one organization, as the menu does', async ({ baseUrl, page }) => {
    // The provider on the Super Feed: the menu disables SOC Integration, so does the address.
    await signIn(page, baseUrl, 'provider');
    await open(page, baseUrl, '/super-feed');
    await open(page, baseUrl, '/soc-integration');
    await page.getByText(MESSAGES.notAuthorized).waitFor();
    await page.getByRole('link', { name: 'Go to Super Feed' }).click();
    await waitForPath(page, '/super-feed');

    // A Global View typed onto a page of one organization: its incidents, with the notice.
    await page.context().clearCookies();
    const entries = await entriesOf(page, baseUrl, 'msp');
    const view = globalView(entries, 'Global View 1');
    await open(page, baseUrl, `/tenants/${view.tenantId}/incidents?group=${view.groupId}`);
    // (SOC Integration takes a Global View: it shows the tenant's global key, decision 0046.)
    await open(page, baseUrl, '/threat-intel');
    await waitForPath(page, `/tenants/${view.tenantId}/incidents`);
    await notice(page, SHELL_MESSAGES.globalViewRedirect).waitFor();
  });

  test('an organization without threat intel goes from Threat Intel to its incidents, told why', async ({
    baseUrl,
    page,
  }) => {
    const entries = await entriesOf(page, baseUrl, 'basic');
    await open(page, baseUrl, '/threat-intel');
    await waitForPath(page, `/customers/${organization(entries, 'Tailspin Toys').id}/incidents`);
    await notice(page, MESSAGES.noThreatIntelAccess).waitFor();
  });
});

describe('the Super Feed selection', () => {
  // The top bar must show the Super Feed on /super-feed (after an organization's feed it once kept
  // showing that organization).
  test('on /super-feed and its details the dropdown shows the Super Feed, however one got there', async ({
    baseUrl,
    page,
  }) => {
    const entries = await entriesOf(page, baseUrl, 'provider');
    const contoso = organization(entries, 'Contoso Pharmaceuticals');
    await open(page, baseUrl, '/super-feed');
    const details = page.getByRole('link', { name: /^Details of / }).first();
    const detailsPath = (await details.getAttribute('href')) ?? '';
    expect(detailsPath).toMatch(/^\/super-feed\/.+/);

    // A fresh load of /super-feed after an organization's feed (the organization is remembered).
    await open(page, baseUrl, `/customers/${contoso.id}/incidents`);
    await eventually(() => selectedName(page)).toBe(contoso.displayName);
    await open(page, baseUrl, '/super-feed');
    await eventually(() => selectedName(page)).toBe('Super Feed');

    // In the app: pick the organization, then the browser's Back button.
    await selectOrganization(page, contoso.displayName);
    await waitForPath(page, `/customers/${contoso.id}/incidents`);
    await page.goBack();
    await waitForPath(page, '/super-feed');
    await eventually(() => selectedName(page)).toBe('Super Feed');

    // The details of a super feed event, opened straight from an organization's page.
    await open(page, baseUrl, `/customers/${contoso.id}/settings`);
    await eventually(() => selectedName(page)).toBe(contoso.displayName);
    await open(page, baseUrl, detailsPath);
    await page.getByRole('heading', { name: 'Super Feed Event' }).waitFor();
    await eventually(() => selectedName(page)).toBe('Super Feed');
  });
});

/** The way back that "not authorized" offers each role: its default page, named as the menu names it. */
const wayBack: Record<'msp' | 'customer' | 'basic', [string, (own: PortalCustomer[]) => string]> = {
  msp: ['MSP Center', () => '/tenant-admin'],
  customer: [
    'Threat Feed',
    (own) => `/customers/${organization(own, 'Contoso Pharmaceuticals').id}/incidents`,
  ],
  basic: ['Threat Feed', (own) => `/customers/${organization(own, 'Tailspin Toys').id}/incidents`],
};

describe('other tenants', () => {
  test.for([
    ['msp', 'Coho Winery'],
    ['customer', 'Tailspin Toys'],
    ['basic', 'Contoso Pharmaceuticals'],
    ['intel', 'Wide World Importers'],
  ] as const)(
    '%s cannot open %s: the page says so and the API answers 403',
    async ([who, foreign], { baseUrl, page }) => {
      const all = await entriesOf(page, baseUrl, 'provider');
      const target = organization(all, foreign).id;
      await page.context().clearCookies();
      const own = await entriesOf(page, baseUrl, who);
      expect(own.some((entry) => entry.id === target)).toBe(false);

      if (who !== 'intel') {
        await open(page, baseUrl, `/customers/${target}/incidents`);
        await page.getByText(MESSAGES.notAuthorized).waitFor();
        // Not a dead end: the page offers the way back to the role's default page.
        const [label, path] = wayBack[who];
        await page.getByRole('link', { name: `Go to ${label}` }).click();
        await waitForPath(page, path(own));
      }
      for (const path of [`/v1/portal/customers/${target}`, `/v1/users?customerId=${target}`]) {
        expect({ path, status: (await apiCall(page, baseUrl, path)).status() }).toEqual({
          path,
          status: 403,
        });
      }
    },
  );

  test('a TenantAdmin cannot open another tenant Global View', async ({ baseUrl, page }) => {
    const all = await entriesOf(page, baseUrl, 'provider');
    const bluefin = all.find((e) => e.kind === 'globalView' && e.tenantName === 'Bluefin Security');
    if (!bluefin?.tenantId) throw new Error('No Bluefin Global View');
    await page.context().clearCookies();
    await signIn(page, baseUrl, 'msp');
    await open(page, baseUrl, `/tenants/${bluefin.tenantId}/incidents`);
    await page.getByText(MESSAGES.notAuthorized).waitFor();
    await page.getByRole('link', { name: 'Go to MSP Center' }).click();
    await waitForPath(page, '/tenant-admin');
  });
});
