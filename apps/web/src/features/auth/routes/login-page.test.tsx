import { getBranding } from '@baitwatch/contracts/auth/branding-calls';
import { login } from '@baitwatch/contracts/auth/session-calls';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import LoginPage from './login-page.tsx';

const branding = {
  productName: 'Baitwatch',
  brandName: 'Northwind Security',
  logoUrl: null,
  supportEmail: null,
  supportUrl: 'mailto:help@northwind.example',
  trialUrl: null,
  isWhitelabel: true,
  tenantName: 'Northwind',
  subDomain: 'northwind',
};

describe('the login page', () => {
  it("wears the tenant's brand and asks for both fields before it sends anything", async () => {
    const requests = stubApi([{ call: getBranding, body: branding }]);
    renderInConsole(<LoginPage />, { route: '/login' });
    expect(await screen.findByText(/Northwind Security/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows why the server refused a sign-in, under the form', async () => {
    const refusal = 'Invalid email or password';
    const requests = stubApi([
      { call: getBranding, body: branding },
      {
        call: login,
        status: 400,
        body: { message: refusal, errors: [{ code: 'INVALID_LOGIN', desc: refusal }] },
      },
    ]);
    renderInConsole(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'dana@northwind.example' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'not-the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  });
});
