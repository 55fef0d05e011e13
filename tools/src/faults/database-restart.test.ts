import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchOrganization, type RunningServer, startServer } from '../fleet/bench-server.ts';
import { type PrivatePostgres, postgresBin, startPrivatePostgres } from '../lib/private-postgres.ts';
import { FAULT_ADMIN, faultServerEnv, watchedFleetRun } from './acknowledgements.ts';

// A PostgreSQL restart, then a crash-like stop, in the middle of a fleet run against a real server
// process: the server answers 503 while the database is away, never exits, recovers by itself, and
// every event it acknowledged is stored once. The database is a server of the test's own (under /tmp,
// on a free port), so no other database on the machine is disturbed.

const METRICS_TOKEN = 'fault-metrics';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PrivatePostgres;
let server: RunningServer;
let dataDir: string;
let licenseKey: string;

describe.skipIf(!postgresBin())('a PostgreSQL restart in the middle of a fleet run', () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'bw-fault-'));
    licenseKey = await benchOrganization(dataDir, postgres.url, FAULT_ADMIN);
    server = await startServer(faultServerEnv(postgres.url, dataDir, { METRICS_TOKEN }));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is away, loses no acknowledged event and stores none twice', async () => {
    const events = 1500;
    const { acks, run } = watchedFleetRun(server.baseUrl, licenseKey, {
      installs: 12,
      events,
      seed: 5,
      metadataOnly: true,
    });

    // A clean restart (every session ended with 57P01) once reporting is under way.
    await acks.reached(150);
    await postgres.stop('fast');
    const away = await fetch(`${server.baseUrl}/readyz`);
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');
    await sleep(1_500);
    await postgres.start();

    // A crash-like stop (connections dropped, no goodbye) later in the run.
    await acks.reached(events / 2);
    await postgres.stop('immediate');
    await sleep(1_500);
    await postgres.start();

    // The extensions report what their organization's config lets them (decision 0039), from their
    // registration on (two installs of each organization registered this week): most of the plan.
    const { sent } = await run;
    expect(sent).toBeGreaterThan(events * 0.7);

    // The calls made while the database was away were answered 503 in the usual error shape, never 500.
    const unavailable = acks.firstByStatus.get(503);
    expect(unavailable?.headers['retry-after']).toBe('5');
    expect(JSON.parse(unavailable?.text ?? '{}')).toMatchObject({
      errors: [{ code: 'UNAVAILABLE' }],
      message: expect.any(String),
    });
    expect(acks.firstByStatus.get(500)).toBeUndefined();

    // Acknowledged == stored, each once.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ event_id: string }>('select event_id from events');
      const stored = rows.map((r) => r.event_id);
      expect(new Set(stored).size).toBe(stored.length);
      expect(acks.acknowledged.size).toBe(sent);
      expect(new Set(stored)).toEqual(new Set(acks.acknowledged.keys()));
    } finally {
      await client.end();
    }

    // The same process answers again, by itself.
    expect(server.process.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    // An operator sees it: the 503s counted, the pool open again.
    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((res) => res.text());
    if (process.env.SHOW_METRICS) console.log(metrics);
    expect(Number(/^baitwatch_database_unavailable_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
    expect(metrics).toMatch(/^baitwatch_db_pool_connections\{state="total"\} [1-9]/m);
    // Each acknowledged event counted once: as stored, or as repeated when the statement that stored it
    // committed as the connection dropped, so its answer was lost and the extension's retry found it.
    const counted = (outcome: string) =>
      Number(
        new RegExp(`^baitwatch_events_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0,
      );
    expect(counted('stored')).toBeGreaterThan(0);
    expect(counted('stored')).toBeLessThanOrEqual(sent);
    expect(counted('stored') + counted('repeated')).toBeGreaterThanOrEqual(sent);
  }, 240_000);
});
