import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A plain HTTP proxy in front of the test server, which the extension is pointed at: stopping it
 * makes "the server" unreachable (connections refused) without stopping the run's shared server,
 * and starting it again on the same port brings it back.
 */
export async function switchableProxy(target: string) {
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
        incoming.pipe(forwarded);
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
