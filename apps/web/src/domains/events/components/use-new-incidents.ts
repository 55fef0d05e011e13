import type { LiveScopeQuery } from '@baitwatch/contracts/live/live-scope';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type LiveHandlers, useLiveEvents } from '../api/watch-live-events.ts';

/** What a feed's "new incidents" bar shows: how many arrived since the rows were fetched, and whether some may have been missed. */
export interface NewIncidents {
  count: number;
  missed: boolean;
  /** Whether the stream is open: until it is, the bar promises nothing. */
  connected: boolean;
  /** Shows them: the feed fetches its first page again, and the bar is quiet. */
  show(): void;
}

/**
 * A feed's live updates (decision 0072): new incidents are counted, not inserted, so rows never move
 * under the pointer; status changes go to `onStatus`, which changes visible rows in place.
 */
export function useNewIncidents(
  query: LiveScopeQuery,
  handlers: { onStatus: NonNullable<LiveHandlers['onStatus']>; onShow: () => void },
): NewIncidents {
  const [pending, setPending] = useState({ count: 0, missed: false });
  const [connected, setConnected] = useState(false);
  // A replay after a reconnect may repeat what was heard: each event counts once.
  const counted = useRef(new Set<string>());
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scope starts the count afresh
  useEffect(() => {
    counted.current.clear();
    setPending({ count: 0, missed: false });
  }, [key]);
  useLiveEvents(query, {
    onIncidents: (message) => {
      const fresh = message.events.filter((event) => !counted.current.has(event.eventId));
      for (const event of fresh) counted.current.add(event.eventId);
      if (fresh.length > 0) setPending((now) => ({ ...now, count: now.count + fresh.length }));
    },
    onStatus: handlers.onStatus,
    onResync: () => setPending((now) => ({ ...now, missed: true })),
    onConnection: setConnected,
  });
  const { onShow } = handlers;
  const show = useCallback(() => {
    counted.current.clear();
    setPending({ count: 0, missed: false });
    onShow();
  }, [onShow]);
  return { ...pending, connected, show };
}
