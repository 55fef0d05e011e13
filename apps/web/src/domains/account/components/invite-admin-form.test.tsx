import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { inviteAdmin } from '@baitwatch/contracts/users/calls';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { InviteAdminForm } from './invite-admin-form.tsx';

function drawForm() {
  renderInConsole(
    <InviteAdminForm
      invite={{ role: 'CustomerAdmin', customerId: 7 }}
      back={{ to: '/settings', label: 'Settings' }}
    />,
  );
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Invite Admin' }));
  return { fill, submit };
}

describe('inviting an admin', () => {
  it('names each missing field, and sends nothing', async () => {
    const requests = stubApi([]);
    const { submit } = drawForm();
    submit();
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    stubApi([]);
    const { fill, submit } = drawForm();
    fill(/First Name/, 'Ada');
    fill(/Last Name/, 'Lovelace');
    fill(/Email/, 'ada@');
    submit();
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it("sends the admin with the organization's role, and shows the server's message", async () => {
    const invited = {
      uid: 'u-1',
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      metadata: { creationTime: '2026-11-28T10:00:00.000Z' },
      role: 'CustomerAdmin',
      pending: true,
    };
    const requests = stubApi([
      { call: inviteAdmin, body: { message: 'Invitation sent to ada@example.com', user: invited } },
    ]);
    const { fill, submit } = drawForm();
    fill(/First Name/, 'Ada');
    fill(/Last Name/, 'Lovelace');
    fill(/Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Invitation sent to ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'CustomerAdmin',
      customerId: 7,
    });
  });
});
