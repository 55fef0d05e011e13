// Proves the feeds' "new incidents" bar over a stubbed live stream: incidents are counted (a replayed
// one once), shown by the keyboard as by the pointer, a status change is handed on, and a stream that
// cannot continue offers a refresh. The bar keeps its height whatever it says.
import { watchLiveEvents } from '@baitwatch/contracts/live/calls';
import type { LiveStatus } from '@baitwatch/contracts/live/live-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test/render.tsx';
import { LiveUpdatesBar } from './live-updates-bar.tsx';
import { useNewIncidents } from './use-new-incidents.ts';

const incident = (id: number) => ({ id, eventId: `00000000-0000-4000-8000-00000000000${id}`, type: 0 });
const sse = (event: string, data: object, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Answers the live call with these messages, then keeps the stream open; anything else is a 404. */
function stubStream(messages: string[]): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      if (new URL(input.url).pathname !== watchLiveEvents.path) return new Response('{}', { status: 404 });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const message of messages) controller.enqueue(new TextEncoder().encode(message));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return requests;
}

function Feed({ onShow, onStatus }: { onShow: () => void; onStatus: (m: LiveStatus) => void }) {
  return <LiveUpdatesBar updates={useNewIncidents({ customerId: 4 }, { onShow, onStatus })} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the new incidents bar', () => {
  it('counts new incidents once each, and shows them from the keyboard', async () => {
    const status = {
      customerId: 4,
      events: [
        {
          id: 1,
          eventId: incident(1).eventId,
          triagedEvent: true,
          isVerified: 'Y',
          isFalsePositive: false,
          cleared: false,
        },
      ],
    };
    const requests = stubStream([
      sse('position', {}, 'a-1'),
      sse('incidents', { customerId: 4, events: [incident(1), incident(2)] }, 'a-2'),
      // A replay after a reconnect repeats an incident already counted.
      sse('incidents', { customerId: 4, events: [incident(2)] }, 'a-3'),
      sse('status', status, 'a-4'),
    ]);
    const onShow = vi.fn();
    const onStatus = vi.fn();
    renderInConsole(<Feed onShow={onShow} onStatus={onStatus} />);
    expect(screen.getByText('Connecting to live updates…')).toBeInTheDocument();

    const bar = await screen.findByRole('button', { name: '2 new incidents: show' });
    expect(onStatus).toHaveBeenCalledWith(status);
    expect(new URL(requests[0]?.url ?? '').search).toBe('?customerId=4');
    expect(requests[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(requests[0]?.headers.get('x-functions-key')).toBeTruthy();

    await userEvent.tab();
    expect(bar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Live: new incidents are announced here')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveStyle({ height: '36px' });
  });

  it('offers a refresh when the stream cannot say what was missed', async () => {
    stubStream([sse('resync', {})]);
    const onShow = vi.fn();
    renderInConsole(<Feed onShow={onShow} onStatus={vi.fn()} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Updates may have been missed while offline: refresh' }),
    );
    await waitFor(() => expect(onShow).toHaveBeenCalledTimes(1));
  });
});
