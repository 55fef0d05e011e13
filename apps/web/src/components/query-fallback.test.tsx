// Proves a panel's fallback: a skeleton of its height while loading, the failure and Try again on error.
import { rem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderInConsole } from '../test/render.tsx';
import { QueryFallback } from './query-fallback.tsx';

function Panel({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['panel'], queryFn: load });
  if (!query.isSuccess) return <QueryFallback query={query} title="Could not load the brands" height={120} />;
  return <p>{query.data}</p>;
}

describe('a panel until its data is there', () => {
  it('holds its place with a skeleton of its height while loading, and shows no error', () => {
    const { container } = renderInConsole(<Panel load={() => new Promise<string>(() => undefined)} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const skeleton = container.querySelector('.mantine-Skeleton-root');
    expect(skeleton).toBeInstanceOf(HTMLElement);
    expect((skeleton as HTMLElement).style.getPropertyValue('--skeleton-height')).toBe(rem(120));
  });

  it("names the failure with the server's error lines, and Try again loads the panel", async () => {
    const user = userEvent.setup({ delay: null });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiError(500, 'Internal Server Error', [
          { code: 'DB', desc: 'The database did not answer' },
          { code: 'RETRY', desc: 'Please try again later' },
        ]),
      )
      .mockResolvedValueOnce('Brands loaded');
    renderInConsole(<Panel load={load} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the brands')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The database did not answer', 'Please try again later']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Brands loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
