import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGuard } from '../../lib/address-guard.ts';
import { sendWebhook } from './webhook-sender.ts';

// One try against a real server on 127.0.0.1: what counts as delivered, and what as a failed try.
let base = '';
const server = createServer((request, response) => {
  if (request.url === '/slow') return; // never answers
  if (request.url === '/moved') return void response.writeHead(302, { location: '/ok' }).end();
  if (request.url === '/fail') return void response.writeHead(500).end('no');
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const open = addressGuard(['127.0.0.1/32']);
const send = (path: string, guard = open, timeoutMs = 2_000) =>
  sendWebhook({ url: `${base}${path}`, headers: { 'webhook-id': 'msg_1' }, body: '{}' }, guard, timeoutMs);

describe('one webhook try', () => {
  it('a 2xx is delivered', async () => {
    expect(await send('/ok')).toMatchObject({ statusCode: 204, error: null });
  });
  it('a 5xx and a redirect are failed tries (no redirect is followed)', async () => {
    expect(await send('/fail')).toMatchObject({ statusCode: 500, error: 'The endpoint answered 500' });
    expect(await send('/moved')).toMatchObject({ statusCode: 302, error: 'The endpoint answered 302' });
  });
  it('no answer within the timeout is a failed try', async () => {
    const outcome = await send('/slow', open, 300);
    expect(outcome).toMatchObject({ statusCode: null, error: 'No answer within 0.3 s' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(250);
  });
  it('a forbidden address is never connected to, written as an IP or resolved from a name', async () => {
    expect((await send('/ok', addressGuard([]))).error).toMatch(/may not reach/);
    const byName = await sendWebhook(
      { url: base.replace('127.0.0.1', 'localhost'), headers: {}, body: '{}' },
      addressGuard([]),
      2_000,
    );
    expect(byName).toMatchObject({ statusCode: null, error: expect.stringMatching(/may not reach/) });
  });
});
