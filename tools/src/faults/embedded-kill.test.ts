import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import { benchDatabase, benchOrganization, type RunningServer, startServer } from '../fleet/bench-server.ts';
import { freePort } from '../lib/free-port.ts';
import { FAULT_ADMIN, faultServerEnv, watchedFleetRun } from './acknowledgements.ts';

// The embedded default (PGlite under DATA_DIR): the server process is killed with SIGKILL in the middle
// of ingestion and started again on the same data. The fleet sends again what was not acknowledged;
// every acknowledged event is stored once, with its evidence, and the database is usable afterwards.

let dataDir: string;
let licenseKey: string;
let server: RunningServer | undefined;

const serverEnv = () => faultServerEnv('', dataDir);

describe('SIGKILL of the embedded server in the middle of ingestion', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bw-kill-'));
    await benchDatabase(dataDir, undefined);
    licenseKey = await benchOrganization(dataDir, undefined, FAULT_ADMIN);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged event, stores none twice and opens again', async () => {
    const port = await freePort();
    server = await startServer(serverEnv(), { port });
    const events = 240;
    const { acks, run } = watchedFleetRun(server.baseUrl, licenseKey, {
      installs: 8,
      events,
      seed: 9,
      batchSize: 4,
    });

    await acks.reached(60);
    const killed = server.process;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;
    server = await startServer(serverEnv(), { port });
    // The extensions report what their organization's config lets them (decision 0039), from their
    // registration on (two installs of each organization registered this week): most of the plan.
    const { sent } = await run;
    expect(sent).toBeGreaterThan(events * 0.7);
    // Calls in flight when the process died got no answer, and were sent again.
    expect(acks.failedCalls()).toBeGreaterThan(0);
    await server.stop();
    server = undefined;

    const database = await openDatabase({ dataDir });
    try {
      const rows = rowsOf<{ event_id: string; evidence: boolean }>(
        await database.db.execute(sql`select event_id, has_screenshot and has_html as evidence from events`),
      );
      const stored = rows.map((r) => r.event_id);
      expect(new Set(stored).size).toBe(stored.length);
      expect(acks.acknowledged.size).toBe(sent);
      expect(new Set(stored)).toEqual(new Set(acks.acknowledged.keys()));
      expect(rows.every((r) => r.evidence)).toBe(true);
    } finally {
      await database.close();
    }
  }, 240_000);
});
