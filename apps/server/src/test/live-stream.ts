import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * A live console stream read over real HTTP (`app.inject` waits for an answer's end, and a stream has
 * none): its status, and the messages as they come, to wait for or to find absent.
 */
export interface OpenStream {
  status: number;
  messages: EventSourceMessage[];
  /** The first message (from `from` on) that `match` accepts, within `ms`; throws when none came. */
  next(match: (m: EventSourceMessage) => boolean, ms?: number, from?: number): Promise<EventSourceMessage>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: EventSourceMessage[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const parser = createParser({
      onEvent: (message) => {
        messages.push(message);
        for (const wake of waiters) wake();
      },
    });
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>)
          parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // Closed by the test.
      }
    })();
  } else await response.body?.cancel();
  return {
    status: response.status,
    messages,
    next(match, ms = 3_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${ms} ms; had ${JSON.stringify(messages)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
