import { addBlockedUrlSchema } from '@baitwatch/contracts/settings/add-blocked-url';
import { LIST_MESSAGES } from '@baitwatch/contracts/settings/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { ListAddForm } from './list-add-form.tsx';

const field = { name: 'url' as const, label: 'URL', placeholder: 'https://…' };

function drawForm(send: (body: { url: string }) => Promise<{ message: string }>, existing: string[] = []) {
  renderInConsole(
    <ListAddForm
      title="Add blocked URL"
      back={{ to: '/settings', label: 'Settings' }}
      field={field}
      submitLabel="Add URL"
      schema={addBlockedUrlSchema(existing)}
      busy={false}
      send={send}
      failedTitle="Failed to add URL"
    />,
  );
  const input = screen.getByLabelText(/URL/);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
  return { input, submit };
}

describe('adding to a list', () => {
  it('says a value is required, and sends nothing', async () => {
    const send = vi.fn();
    const { submit } = drawForm(send);
    submit();
    expect(await screen.findByText(LIST_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("judges the value by the contract's rules: invalid, then a duplicate of the loaded list", async () => {
    const send = vi.fn();
    const { input, submit } = drawForm(send, ['https://phish.example/login']);
    fireEvent.change(input, { target: { value: 'not a url' } });
    submit();
    expect(await screen.findByText(LIST_MESSAGES.blockedUrlInvalid)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'https://phish.example/login' } });
    submit();
    expect(await screen.findByText(LIST_MESSAGES.blockedUrlDuplicate)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a valid value as typed, and shows the server's refusal under the field", async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'Bad Request', [{ code: 'BAD_REQUEST', desc: LIST_MESSAGES.blockedUrlDuplicate }]),
      );
    const { input, submit } = drawForm(send);
    fireEvent.change(input, { target: { value: 'https://added.meanwhile.example/' } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ url: 'https://added.meanwhile.example/' }));
    expect(await screen.findByText(LIST_MESSAGES.blockedUrlDuplicate)).toBeInTheDocument();
  });
});
