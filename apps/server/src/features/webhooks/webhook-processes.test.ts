import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { freshPostgresDatabase } from '../../test/fresh-database.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

// Deliveries across processes: two server processes on one PostgreSQL database send each delivery
// once, and deliveries queued by a process that stops are sent by the next one. PostgreSQL only (the
// embedded database belongs to one process); CI sets DATABASE_URL.
const base = process.env.DATABASE_URL;
const env = { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32', WORKERS: '0' };
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: TestApp;
let world: World;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  if (!base) return;
  database = await freshPostgresDatabase(base, 'bw_webhooks');
  first = await createTestApp({ databaseUrl: database.url, env });
  world = await seedWorld(first);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  if (!base) return;
  await first.close();
  await receiver.close();
  await database.drop();
});

async function queueTests(app: TestApp, count: number) {
  const headers = await asUser(app, world, 'customer');
  const made = await app.app.inject({
    method: 'POST',
    url: '/v1/webhooks/endpoints',
    headers,
    payload: { url: receiver.url, eventTypes: ['incident.created'], customerId: world.mspOrg1.id },
  });
  const { id } = made.json().endpoint;
  const queued: string[] = [];
  for (let i = 0; i < count; i++) {
    const sent = await app.app.inject({ method: 'POST', url: `/v1/webhooks/endpoints/${id}/test`, headers });
    queued.push(`msg_${sent.json().deliveryId}`);
  }
  return queued;
}

describe.skipIf(!base)('webhook deliveries and server processes', () => {
  it('two processes draining one queue send every delivery once', async () => {
    const second = await createTestApp({ databaseUrl: database.url, env });
    try {
      receiver.received.length = 0;
      const queued = await queueTests(first, 30);
      await Promise.all([first.deps.queue.drain(), second.deps.queue.drain()]);
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids.length).toBe(30);
      expect(new Set(ids)).toEqual(new Set(queued));
    } finally {
      await second.close();
    }
  });

  it('deliveries a stopped process queued are sent by the next one', async () => {
    const stopping = await createTestApp({ databaseUrl: database.url, env });
    receiver.received.length = 0;
    const queued = await queueTests(stopping, 5);
    await stopping.close();
    expect(receiver.received).toHaveLength(0);
    const next = await createTestApp({ databaseUrl: database.url, env });
    try {
      await next.deps.queue.drain();
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set(queued));
    } finally {
      await next.close();
    }
  });
});
