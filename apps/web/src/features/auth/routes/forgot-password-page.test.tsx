// Proves forgot-password: the email's messages before sending, what is sent, the answer in place of the form.
import { getBranding } from '@baitwatch/contracts/auth/branding-calls';
import { forgotPassword } from '@baitwatch/contracts/auth/session-calls';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const branding = {
  productName: 'Baitwatch',
  brandName: 'Baitwatch',
  logoUrl: null,
  supportEmail: null,
  supportUrl: 'mailto:help@baitwatch.example',
  trialUrl: null,
  isWhitelabel: false,
  tenantName: null,
  subDomain: null,
};

const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

function drawPage() {
  const user = userEvent.setup({ delay: null });
  renderInConsole(<ForgotPasswordPage />, { route: '/forgot-password' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { user, submit };
}

describe('the forgot-password page', () => {
  it('asks for the email, then for a proper one, and sends nothing meanwhile', async () => {
    const requests = stubApi([{ call: getBranding, body: branding }]);
    const { user, submit } = drawPage();
    await submit();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'dana@');
    await submit();
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it("sends the email and shows the server's answer instead of the form, with the way back to log in", async () => {
    const requests = stubApi([
      { call: getBranding, body: branding },
      { call: forgotPassword, body: { message: MESSAGES.resetSent } },
    ]);
    const { user, submit } = drawPage();
    await user.type(screen.getByLabelText(/^Email/), 'dana@northwind.example');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.resetSent);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(await posts(requests)[0]?.json()).toEqual({ email: 'dana@northwind.example' });
  });

  it('keeps the form and shows why when the call fails', async () => {
    const refusal = 'Too many requests. Please try again later.';
    stubApi([
      { call: getBranding, body: branding },
      { call: forgotPassword, status: 429, body: { message: refusal, errors: [] } },
    ]);
    const { user, submit } = drawPage();
    await user.type(screen.getByLabelText(/^Email/), 'dana@northwind.example');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@northwind.example');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
