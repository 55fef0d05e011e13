import { watchLiveEvents } from '@baitwatch/contracts/live/calls';
import {
  LIVE_EVENTS,
  type LiveIncidents,
  type LiveStatus,
  liveIncidentsSchema,
  liveStatusSchema,
} from '@baitwatch/contracts/live/live-messages';
import type { LiveScopeQuery } from '@baitwatch/contracts/live/live-scope';
import { useEffect, useRef } from 'react';
import { readStream, type StreamMessage } from '../../../lib/live-stream.ts';
import type { FeedScope } from '../../../lib/org-scope.ts';

/** What a page does with the live stream's messages (decision 0072). */
export interface LiveHandlers {
  onIncidents?: (message: LiveIncidents) => void;
  onStatus?: (message: LiveStatus) => void;
  /** The stream could not say what was missed while it was away: what is shown may be behind. */
  onResync?: () => void;
  /** The stream opened (true), or was lost and is trying again (false). */
  onConnection?: (open: boolean) => void;
}

/** The stream's query for a page's scope: an organization, or a Global View (one group or all). */
export const liveQueryOf = (scope: FeedScope): LiveScopeQuery =>
  scope.kind === 'customers'
    ? { customerId: scope.id }
    : { tenantId: scope.id, ...(scope.groupId !== null && { groupId: scope.groupId }) };

function dispatch(message: StreamMessage, handlers: LiveHandlers) {
  if (message.event === LIVE_EVENTS.incidents) {
    const parsed = liveIncidentsSchema.safeParse(message.data);
    if (parsed.success) handlers.onIncidents?.(parsed.data);
  } else if (message.event === LIVE_EVENTS.status) {
    const parsed = liveStatusSchema.safeParse(message.data);
    if (parsed.success) handlers.onStatus?.(parsed.data);
  } else if (message.event === LIVE_EVENTS.resync) handlers.onResync?.();
}

/**
 * Listens to the live stream of a scope while the page is open (an empty query: everything the
 * session reads, the super feed's). The handlers may change on every render; the stream stays open.
 */
export function useLiveEvents(query: LiveScopeQuery, handlers: LiveHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = JSON.stringify(query);
  useEffect(() => {
    const abort = new AbortController();
    void readStream(
      watchLiveEvents,
      JSON.parse(key),
      (m) => dispatch(m, latest.current),
      abort.signal,
      (open) => latest.current.onConnection?.(open),
    );
    return () => abort.abort();
  }, [key]);
}
