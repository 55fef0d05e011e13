// Proves Advanced Settings → MSP Single Sign-On: the provider sees and changes the sign-in of the MSP
// the top bar selects (its Global View or one of its organizations), through the MSP's own calls.
import { getSignInPolicy } from '@baitwatch/contracts/mfa/calls';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { getTenantSso, putTenantSso } from '@baitwatch/contracts/sso/calls';
import { SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { globalView, organization, superFeed } from '../../../test/entries.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { testSession, withSession } from '../../../test/session.tsx';
import { TenantSignInTab } from './tenant-sign-in-tab.tsx';

const connection = {
  issuerUrl: 'https://login.microsoftonline.com/4f1c2a8e/v2.0',
  clientId: 'client-1',
  secretHint: 'x9Q2',
  allowedDomains: ['acme-msp.example'],
  ssoRequired: false,
  breakGlassEmail: null,
  updated: '2026-11-20T12:00:00.000Z',
  lastSignInAt: null,
};
const settings = {
  connection,
  redirectUri: 'https://console.example/auth/sso/callback',
  inheritedFromTenant: false,
};
const policy = { policy: 'password', tenantPolicy: null, effective: 'password' };

const tenantStubs = (tenantId: number) => [
  { call: getTenantSso, params: { tenantId }, body: settings },
  {
    call: putTenantSso,
    params: { tenantId },
    body: { ...settings, connection: { ...connection, ssoRequired: true } },
  },
  { call: getSignInPolicy, body: policy },
];

const draw = (selected: PortalCustomer) =>
  renderInConsole(withSession(testSession('BaitwatchAdmin', { selected }), <TenantSignInTab />));

describe("the provider's MSP Single Sign-On tab", () => {
  it("shows the selected Global View's MSP connection and policy, and saves a change to that MSP's", async () => {
    const requests = stubApi(tenantStubs(3));
    draw(globalView(3, 7));
    expect(await screen.findByTestId('sso-status')).toHaveTextContent(connection.issuerUrl);
    expect(screen.getByTestId('tenant-sign-in-scope')).toHaveTextContent('Acme MSP');
    expect(await screen.findByRole('radio', { name: /Password alone/ })).toBeChecked();
    expect(new URL(requests.find((r) => r.url.includes('sign-in-policy'))?.url ?? 'http://x').search).toBe(
      '?tenantId=3',
    );

    fireEvent.click(screen.getByRole('switch', { name: /SSO required/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(new URL(put?.url ?? 'http://x').pathname).toBe('/v1/sso/tenants/3');
    expect(await put?.json()).toMatchObject({ issuerUrl: connection.issuerUrl, ssoRequired: true });
  });

  it("takes an MSP organization's tenant", async () => {
    const requests = stubApi(tenantStubs(5));
    draw(organization(11, 'BASICPHISH', { tenantId: 5, tenantName: 'Northwind MSP' }));
    expect(await screen.findByTestId('sso-status')).toBeInTheDocument();
    expect(screen.getByTestId('tenant-sign-in-scope')).toHaveTextContent('Northwind MSP');
    expect(requests.some((r) => new URL(r.url).pathname === '/v1/sso/tenants/5')).toBe(true);
  });

  it('asks for an MSP when the Super Feed or a direct customer is selected, and calls nothing', async () => {
    for (const selected of [superFeed(), organization(12, 'PHISHPROTSUITE', { tenantAsCustomer: true })]) {
      const requests = stubApi([]);
      const { unmount } = draw(selected);
      expect(await screen.findByText(SSO_MESSAGES.selectTenant)).toBeInTheDocument();
      expect(requests).toHaveLength(0);
      unmount();
    }
  });
});
