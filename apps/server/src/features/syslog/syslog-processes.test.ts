import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { freshPostgresDatabase } from '../../test/fresh-database.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startRsyslog } from '../../test/rsyslog-server.ts';

// Syslog across processes: two server processes on one PostgreSQL database send a destination's
// messages once each and in order, and messages a stopped process left waiting are sent by the next.
// PostgreSQL only (the embedded database belongs to one process); CI sets DATABASE_URL.
const base = process.env.DATABASE_URL;
const env = { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32', WORKERS: '0' };
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: TestApp;
let world: World;
let rsyslog: Awaited<ReturnType<typeof startRsyslog>>;

beforeAll(async () => {
  if (!base) return;
  database = await freshPostgresDatabase(base, 'bw_syslog');
  first = await createTestApp({ databaseUrl: database.url, env });
  world = await seedWorld(first);
  rsyslog = await startRsyslog();
});
afterAll(async () => {
  if (!base) return;
  await first.close();
  await rsyslog.close();
  await database.drop();
});

/** A JSON-lines destination on the TCP input, and `count` test messages queued through it. */
async function queueTests(app: TestApp, count: number): Promise<string> {
  const headers = await asUser(app, world, 'customer');
  const made = await app.app.inject({
    method: 'POST',
    url: '/v1/syslog/destinations',
    headers,
    payload: {
      host: '127.0.0.1',
      port: rsyslog.tcpPort,
      transport: 'tcp',
      format: 'json',
      eventTypes: ['incident.created'],
      customerId: world.mspOrg1.id,
    },
  });
  const { id } = made.json();
  for (let i = 0; i < count; i++)
    await app.app.inject({ method: 'POST', url: `/v1/syslog/destinations/${id}/test`, headers });
  return id;
}

/** The test messages rsyslog wrote for a destination, as their JSON envelopes, once `count` arrived. */
async function arrived(destinationId: string, count: number) {
  const ours = () =>
    rsyslog
      .linesOf('tcp')
      .filter((l) => l.msg.includes(`"destinationId":"${destinationId}"`))
      .map((l) => JSON.parse(l.msg.slice(l.msg.indexOf('{'))) as { timestamp: string; data: object });
  for (let i = 0; i < 100 && ours().length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return ours();
}

describe.skipIf(!base)('syslog and server processes', () => {
  it('two processes sending one destination send every message once, oldest first', async () => {
    const second = await createTestApp({ databaseUrl: database.url, env });
    try {
      const id = await queueTests(first, 40);
      await Promise.all([first.deps.queue.drain(), second.deps.queue.drain()]);
      const lines = await arrived(id, 40);
      expect(lines).toHaveLength(40);
      const times = lines.map((l) => l.timestamp);
      expect(times).toEqual([...times].sort());
    } finally {
      await second.close();
    }
  });

  it('messages a stopped process left waiting are sent by the next one, once the receiver is back', async () => {
    const stopping = await createTestApp({ databaseUrl: database.url, env });
    await rsyslog.stop();
    const id = await queueTests(stopping, 5);
    await stopping.deps.queue.drain();
    await stopping.close();
    await rsyslog.start();
    const next = await createTestApp({ databaseUrl: database.url, env });
    try {
      // The retry is due 5 s after the failure: this clock is the machine's.
      await new Promise((resolve) => setTimeout(resolve, 5_100));
      await next.deps.queue.drain();
      expect(await arrived(id, 5)).toHaveLength(5);
    } finally {
      await next.close();
    }
  });
});
