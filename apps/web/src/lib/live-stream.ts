import { type Call, type CallQuery, callPath } from '@baitwatch/contracts/common/call';
import { createParser } from 'eventsource-parser';
import { apiStream } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { type QueryValue, toQueryString } from './query-string.ts';

/** One message of a stream: its event name and its data, parsed. */
export interface StreamMessage {
  event: string;
  data: unknown;
}

/** The waits before reconnecting after a stream ends or fails, growing to the last. */
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * Reads a server-sent events call for as long as `signal` is not aborted: through the API client (the
 * functions-key header and the session cookie, one refresh on 401, as every call), reconnecting after
 * an end or a failure with the last id read as `Last-Event-ID`, so the server can replay what was
 * missed (decision 0072). The browser's EventSource cannot send the functions-key header, hence fetch.
 * A refusal other than a lost connection (403, 400) ends it: asking again would be refused again.
 */
export async function readStream<C extends Call>(
  call: C,
  query: CallQuery<C>,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
  /** Told when the stream opens, and when it is lost (before each reconnect, and when it gives up). */
  onOpen: (open: boolean) => void = () => {},
): Promise<void> {
  const search = toQueryString(query as Record<string, QueryValue> | undefined);
  const path = search ? `${callPath(call)}?${search}` : callPath(call);
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const response = await apiStream(path, {
        signal,
        headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      });
      onOpen(true);
      const parser = createParser({
        onEvent: (event) => {
          if (event.id) lastEventId = event.id;
          failures = 0;
          let data: unknown = null;
          try {
            data = event.data ? JSON.parse(event.data) : null;
          } catch {
            // Not ours to read: the message is passed on without data.
          }
          onMessage({ event: event.event ?? 'message', data });
        },
      });
      const decoder = new TextDecoder();
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (signal.aborted) return;
      onOpen(false);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408)
        return;
    }
    onOpen(false);
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] as number;
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
