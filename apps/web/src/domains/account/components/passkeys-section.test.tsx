import { listPasskeys, renamePasskey } from '@baitwatch/contracts/passkeys/calls';
import { PASSKEY_MESSAGES } from '@baitwatch/contracts/passkeys/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

const laptop = { id: 'cred-1', name: 'Work laptop', created: '2026-11-02T09:00:00.000Z', lastUsedAt: null };
const yubiKey = {
  id: 'cred-2',
  name: 'YubiKey',
  created: '2026-11-03T09:00:00.000Z',
  lastUsedAt: '2026-11-20T14:30:00.000Z',
};

describe('the passkey list', () => {
  it('says what a passkey is when there is none', async () => {
    stubApi([{ call: listPasskeys, body: { passkeys: [] } }]);
    renderInConsole(<PasskeysSection hasAuthenticatorApp={false} />);
    expect(await screen.findByText(/a phishing page cannot use them/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('lists each passkey with when it was added and last used', async () => {
    stubApi([{ call: listPasskeys, body: { passkeys: [laptop, yubiKey] } }]);
    renderInConsole(<PasskeysSection hasAuthenticatorApp />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Work laptop')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Never')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/November 20, 2026/)).toBeInTheDocument();
  });

  it('renames one, refusing an empty name', async () => {
    const requests = stubApi([
      { call: listPasskeys, body: { passkeys: [laptop] } },
      { call: renamePasskey, params: { passkeyId: 'cred-1' }, body: { ...laptop, name: 'Old laptop' } },
    ]);
    renderInConsole(<PasskeysSection hasAuthenticatorApp={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Name/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Old laptop' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
  });

  it('asks for a passkey, or a code with an app, before removing one', async () => {
    stubApi([{ call: listPasskeys, body: { passkeys: [laptop] } }]);
    renderInConsole(<PasskeysSection hasAuthenticatorApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('button', { name: 'Confirm with a passkey and remove' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove with the code' })).toBeInTheDocument();
  });
});
