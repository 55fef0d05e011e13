import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../test/render.tsx';
import { Pager } from './pager.tsx';

describe('the pager', () => {
  it('disables Previous on the first page and moves to the next', () => {
    const onPageChange = vi.fn();
    renderInConsole(<Pager page={1} isLastPage={false} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page, and both while disabled', () => {
    const { unmount } = renderInConsole(<Pager page={3} isLastPage onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    unmount();
    renderInConsole(<Pager page={3} isLastPage={false} disabled onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
