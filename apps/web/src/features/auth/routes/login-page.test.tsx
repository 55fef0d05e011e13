import { getBranding } from '@baitwatch/contracts/auth/branding-calls';
import { login } from '@baitwatch/contracts/auth/session-calls';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { completeSecondFactor } from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
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

  it('asks for the second step after the password, refuses a wrong code, and offers a recovery code', async () => {
    const wrong = MFA_MESSAGES.codeInvalid;
    const requests = stubApi([
      { call: getBranding, body: branding },
      {
        call: login,
        body: { secondFactorRequired: true, challenge: 'c-123', methods: ['totp', 'recovery'] },
      },
      {
        call: completeSecondFactor,
        status: 400,
        body: { message: wrong, errors: [{ code: 'VALIDATION', desc: wrong }] },
      },
    ]);
    renderInConsole(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'mfa@northwind.example' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Baitwatch-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Two-step verification')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    const sent = requests.filter((request) => request.url.endsWith('/second-factor'));
    expect(await sent[0]?.json()).toEqual({ challenge: 'c-123', method: 'totp', code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText(/Recovery code/)).toBeInTheDocument();
    expect(screen.queryByText(wrong)).not.toBeInTheDocument();
  });
});
