import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP endpoint for webhook tests, on 127.0.0.1 (tests allow that range): it keeps what it
 * received and answers each request with the next status of `answers` (the last one from then on);
 * `hang` leaves requests unanswered (a timeout).
 */
export async function startWebhookReceiver(options: { answers?: number[] } = {}) {
  const received: ReceivedWebhook[] = [];
  let answers = options.answers ?? [200];
  let hang = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (hang) return;
      const status = answers.length > 1 ? (answers.shift() as number) : (answers[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/baitwatch`,
    received,
    answer(next: number[]) {
      answers = next;
    },
    hang(on: boolean) {
      hang = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
