import { listSessions } from '@baitwatch/contracts/auth/session-calls';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { SessionsPanel } from './sessions-panel.tsx';

const session = (id: string, current: boolean, browser: string, ip: string) => ({
  id,
  current,
  browser,
  userAgent: `${browser} UA`,
  ip,
  method: current ? 'authenticator app' : 'password',
  created: '2026-11-28T08:00:00.000Z',
  lastSeenAt: '2026-11-29T08:00:00.000Z',
});

describe('the sessions panel', () => {
  it('marks this browser, offers to end the others, never this one', async () => {
    stubApi([
      {
        call: listSessions,
        body: {
          sessions: [
            session('8d0f6c3e-0000-4000-8000-000000000001', true, 'Edge on Windows', '203.0.113.10'),
            session('8d0f6c3e-0000-4000-8000-000000000002', false, 'Firefox on Linux', '198.51.100.7'),
          ],
        },
      },
    ]);
    renderInConsole(<SessionsPanel />);
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    expect(screen.getByText('198.51.100.7 · password')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'End' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeEnabled();
  });
});
