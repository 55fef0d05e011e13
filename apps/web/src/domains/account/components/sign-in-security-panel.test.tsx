import {
  confirmTotpEnrolment,
  getMfaStatus,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { listPasskeys } from '@baitwatch/contracts/passkeys/calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { SignInSecurityPanel } from './sign-in-security-panel.tsx';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Baitwatch:dana%40contoso.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Baitwatch',
  expiresAt: '2026-11-29T10:15:00.000Z',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ij${'kmnopqrstu'[i]}${i}`.slice(0, 14));

describe('the sign-in security panel', () => {
  it('offers to set up an app, shows the QR code and the key, and the recovery codes once confirmed', async () => {
    const requests = stubApi([
      { call: getMfaStatus, body: { totp: null, recoveryCodesLeft: 0 } },
      { call: startTotpEnrolment, status: 201, body: enrolment },
      { call: confirmTotpEnrolment, body: { recoveryCodes: codes } },
    ]);
    renderInConsole(<SignInSecurityPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(within(dialog).getByText(enrolment.secret)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(MFA_MESSAGES.recoveryCodesShownOnce)).toBeInTheDocument();
    expect(within(screen.getByTestId('recovery-codes')).getAllByText(/^abcd-/)).toHaveLength(10);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
  });

  it('says when the app was set up and how many recovery codes are left', async () => {
    stubApi([
      {
        call: getMfaStatus,
        body: { totp: { created: '2026-11-20T12:00:00.000Z', lastUsedAt: null }, recoveryCodesLeft: 7 },
      },
    ]);
    renderInConsole(<SignInSecurityPanel />);
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(await screen.findByText(/7 of 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('lets a passkey-only admin make new recovery codes, shown once, asking no code itself', async () => {
    const laptop = {
      id: 'cred-1',
      name: 'Work laptop',
      created: '2026-11-02T09:00:00.000Z',
      lastUsedAt: null,
    };
    const requests = stubApi([
      { call: getMfaStatus, body: { totp: null, recoveryCodesLeft: 0 } },
      { call: listPasskeys, body: { passkeys: [laptop] } },
      { call: regenerateRecoveryCodes, body: { recoveryCodes: codes } },
    ]);
    renderInConsole(<SignInSecurityPanel />);
    const section = await screen.findByTestId('recovery-codes-section');
    expect(within(section).getByText(/0 of 10 recovery codes left/)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(within(dialog).queryByLabelText(/Code/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText(MFA_MESSAGES.recoveryCodesShownOnce)).toBeInTheDocument();
    expect(within(screen.getByTestId('recovery-codes')).getAllByText(/^abcd-/)).toHaveLength(10);
    const renewal = requests.find((r) => r.method === 'POST');
    expect(new URL(renewal?.url ?? '').pathname).toBe(regenerateRecoveryCodes.path);
    expect(await renewal?.text()).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no recovery codes to an admin with no factor to recover', async () => {
    stubApi([
      { call: getMfaStatus, body: { totp: null, recoveryCodesLeft: 0 } },
      { call: listPasskeys, body: { passkeys: [] } },
    ]);
    renderInConsole(<SignInSecurityPanel />);
    expect(await screen.findByText(/a phishing page cannot use them/)).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes-section')).toBeNull();
  });
});
