import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request that passed through the proxy, whole: what a tap sees. */
export interface TappedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ProxyOptions {
  /**
   * Sees each request the `taps` predicate picks, with its whole body, before it is forwarded (the
   * detection benchmark records what the extension reports). Untapped requests stream through.
   */
  tap?: { taps(method: string, path: string): boolean; seen(request: TappedRequest): void };
}

const bodyOf = (incoming: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });

/**
 * A plain HTTP proxy in front of the test server, which the extension is pointed at: stopping it
 * makes "the server" unreachable (connections refused) without stopping the run's shared server,
 * and starting it again on the same port brings it back.
 */
export async function switchableProxy(target: string, options: ProxyOptions = {}) {
  const upstream = new URL(target);
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const created = createServer((incoming, outgoing) => {
        const forwarded = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, host: upstream.host },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => outgoing.destroy());
        const { tap } = options;
        const method = incoming.method ?? 'GET';
        const path = incoming.url ?? '/';
        if (!tap?.taps(method, path)) {
          incoming.pipe(forwarded);
          return;
        }
        bodyOf(incoming).then(
          (body) => {
            tap.seen({ method, path, headers: incoming.headers, body });
            forwarded.end(body);
          },
          () => forwarded.destroy(),
        );
      });
      server = created;
      created.listen(port, '127.0.0.1', () => {
        port = (created.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    start: listen,
    stop: () =>
      new Promise<void>((resolve) => {
        const running = server;
        server = null;
        if (!running) return resolve();
        running.close(() => resolve());
        running.closeAllConnections();
      }),
  };
}
