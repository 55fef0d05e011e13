// Proves the status dialog: shown only with a status, titled by its code or given title, closed by Okay.
import { RESULT_TITLES } from '@baitwatch/contracts/web-shell/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderInConsole } from '../test/render.tsx';
import { failureCode, ResultModal } from './result-modal.tsx';

describe('the status dialog', () => {
  it('shows nothing without a status', () => {
    renderInConsole(<ResultModal status={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Okay' })).not.toBeInTheDocument();
  });

  it("titles a 400 'Validation', shows its message, and Okay closes it", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderInConsole(<ResultModal status={{ code: 400, message: 'Enter Valid Email.' }} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: RESULT_TITLES[400] })).toBeInTheDocument();
    expect(screen.getByText('Enter Valid Email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("puts a given title in place of the code's, and draws a message that is not text as given", async () => {
    renderInConsole(
      <ResultModal
        status={{ code: 200, title: 'Customer Created Successfully', message: <a href="/login">Log in</a> }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Customer Created Successfully' })).toBeInTheDocument();
    expect(screen.queryByText(RESULT_TITLES[200])).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe("a failed call's code (decision 0070)", () => {
  it.each([
    [new ApiError(400, 'Bad Request'), 400],
    [new ApiError(409, 'Conflict'), 400],
    [new ApiError(403, 'Forbidden'), 500],
    [new ApiError(503, 'Service Unavailable'), 500],
    [new TypeError('Failed to fetch'), 500],
  ])('%s gives %d', (error, code) => {
    expect(failureCode(error)).toBe(code);
  });
});
