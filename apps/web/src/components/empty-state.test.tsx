// Proves the empty state draws the spec's text, its hint and its actions, and no action area without any.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('the empty state', () => {
  it('shows the title and the hint, and offers the actions given', () => {
    renderInConsole(
      <EmptyState title="No Records Found" description="Try a longer date range.">
        <button type="button">Reset filters</button>
      </EmptyState>,
    );
    expect(screen.getByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Try a longer date range.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('shows the title alone, with its default icon hidden from assistive technology', () => {
    const { container } = renderInConsole(<EmptyState title="No Threats Detected" />);
    expect(screen.getByText('No Threats Detected')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
