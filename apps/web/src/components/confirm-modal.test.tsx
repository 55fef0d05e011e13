// Proves the confirm dialog: its question, which callback each answer calls, and that it holds while busy.
import { CONFIRM_TITLE } from '@baitwatch/contracts/web-shell/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../test/render.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

const question = 'Do you want to delete this URL ?';

function drawModal(props: { opened?: boolean; busy?: boolean; confirmLabel?: string; title?: string } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderInConsole(
    <ConfirmModal opened message={question} onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { onConfirm, onCancel };
}

describe('the confirmation dialog', () => {
  it('shows nothing while closed', () => {
    drawModal({ opened: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(question)).not.toBeInTheDocument();
  });

  it("asks the question under the spec's title; Yes confirms, No and Escape cancel", async () => {
    const user = userEvent.setup({ delay: null });
    const { onConfirm, onCancel } = drawModal();
    expect(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).toBeInTheDocument();
    expect(screen.getByText(question)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy, spins the confirm button and can be neither cancelled nor confirmed again', async () => {
    const user = userEvent.setup({ delay: null });
    const { onConfirm, onCancel } = drawModal({ busy: true, title: 'Remove URL', confirmLabel: 'Remove' });
    expect(await screen.findByRole('dialog', { name: 'Remove URL' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
