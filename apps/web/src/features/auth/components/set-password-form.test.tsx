// Proves the set-password form: the length and mismatch messages, the pending submit, and what it sends.
import type { TokenResponse } from '@baitwatch/contracts/auth/login';
import { resetPassword } from '@baitwatch/contracts/auth/session-calls';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { SetPasswordForm } from './set-password-form.tsx';

const email = 'dana@northwind.example';
const good = 'correct horse battery';

type Mutation = Parameters<typeof SetPasswordForm>[0]['mutation'];

/** The form as the pages make it, with the given call. */
function FormWith({ mutation, onDone }: { mutation: Mutation; onDone: () => void }) {
  return (
    <SetPasswordForm
      token="t-123"
      email={email}
      submitLabel="Set password"
      mutation={mutation}
      onDone={onDone}
    />
  );
}

/** The form as the reset page makes it: its mutation is the reset call. */
function ResetForm({ onDone }: { onDone: () => void }) {
  return <FormWith mutation={useResetPassword()} onDone={onDone} />;
}

/** The form with a call that never answers. */
function PendingForm() {
  const mutation = useMutation<TokenResponse, Error, SetPasswordRequest>({
    mutationFn: () => new Promise(() => undefined),
  });
  return <FormWith mutation={mutation} onDone={vi.fn()} />;
}

function drawForm(ui = <ResetForm onDone={() => undefined} />) {
  const user = userEvent.setup({ delay: null });
  renderInConsole(ui);
  const type = async (label: RegExp, value: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Set password' }));
  return { type, submit };
}

describe('setting a new password', () => {
  it("shows the account's email and asks for 12 characters before sending anything", async () => {
    const requests = stubApi([]);
    const { type, submit } = drawForm();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await submit();
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.queryByText(SHELL_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    await type(/^New password/, 'elevenchars');
    expect(screen.queryByText(MESSAGES.weakPassword)).not.toBeInTheDocument();
    await type(/^Repeat the new password/, 'elevenchars');
    await submit();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.weakPassword),
    );
    expect(requests).toHaveLength(0);
  });

  it('says when the two passwords differ, and only that, once the first is long enough', async () => {
    const requests = stubApi([]);
    const { type, submit } = drawForm();
    await type(/^New password/, good);
    await type(/^Repeat the new password/, `${good}!`);
    await submit();
    expect(await screen.findByText(SHELL_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      SHELL_MESSAGES.passwordsDoNotMatch,
    );
    expect(screen.queryByText(MESSAGES.weakPassword)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('leaves the submit enabled until it is pressed, then spins it while the call runs', async () => {
    const { type, submit } = drawForm(<PendingForm />);
    const button = screen.getByRole('button', { name: 'Set password' });
    expect(button).toBeEnabled();
    await type(/^New password/, good);
    await type(/^Repeat the new password/, good);
    await submit();
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
  });

  it("sends the link's token and the password (not the repeat), then is done", async () => {
    const onDone = vi.fn();
    const requests = stubApi([
      {
        call: resetPassword,
        body: {
          id_token: 'id',
          refresh_token: 'refresh',
          expires_in: 3600,
          user: {
            user_id: 'u-1',
            role: 'CustomerAdmin',
            name: 'Dana',
            tenantId: 3,
            customerId: 11,
            email,
            domain: null,
            firebase: { tenant: null },
            sendEmail: false,
          },
        },
      },
    ]);
    const { type, submit } = drawForm(<ResetForm onDone={onDone} />);
    await type(/^New password/, good);
    await type(/^Repeat the new password/, good);
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({ token: 't-123', password: good });
  });

  it("shows the server's refusal above the fields, and is not done", async () => {
    const onDone = vi.fn();
    stubApi([
      {
        call: resetPassword,
        status: 400,
        body: {
          message: MESSAGES.invalidLink,
          errors: [{ code: 'INVALID_LINK', desc: MESSAGES.invalidLink }],
        },
      },
    ]);
    const { type, submit } = drawForm(<ResetForm onDone={onDone} />);
    await type(/^New password/, good);
    await type(/^Repeat the new password/, good);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidLink);
    expect(onDone).not.toHaveBeenCalled();
  });
});
