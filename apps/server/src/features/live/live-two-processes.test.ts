import { LIVE_EVENTS } from '@baitwatch/contracts/live/live-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerManaged } from '../../test/extension-kit.ts';
import { asUser, seedWorld, type World } from '../../test/fixtures.ts';
import { freshPostgresDatabase } from '../../test/fresh-database.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type OpenStream, openStream } from '../../test/live-stream.ts';
import { reportIncident } from '../../test/report-incident.ts';

// Two apps on one PostgreSQL database, each with its own pool and its own listening connection, as two
// server processes would be: what one stores reaches the other's streams only through PostgreSQL.
// The embedded PGlite is one process by nature (its NOTIFY stays inside it): nothing to prove there.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the live stream across two processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let one: TestApp;
  let other: TestApp;
  let w: World;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    const database = await freshPostgresDatabase(url as string, 'bw_test');
    drop = database.drop;
    one = await createTestApp({ databaseUrl: database.url });
    other = await createTestApp({ databaseUrl: database.url });
    w = await seedWorld(one);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await one?.close();
    await other?.close();
    await drop?.();
  });

  it('an incident stored through one is heard on a stream of the other, and replayed there after a reconnect', async () => {
    const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await asUser(one, w, 'customer');
    const streamUrl = `${base}/v1/live/events?customerId=${w.mspOrg1.id}`;
    const first = await openStream(streamUrl, headers);
    streams.push(first);
    await first.next((m) => m.event === LIVE_EVENTS.position);

    const install = (await registerManaged(one, w.mspOrg1.licenseKey)).token;
    const eventId = await reportIncident(one, install);
    const message = await first.next((m) => m.data.includes(eventId));
    expect(message.event).toBe(LIVE_EVENTS.incidents);
    first.close();

    const missed = await reportIncident(one, install);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await openStream(streamUrl, { ...headers, 'last-event-id': message.id as string });
    streams.push(again);
    await again.next((m) => m.data.includes(missed));
  });
});
