import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import { extensionClient } from '../../../apps/server/src/demo/fleet/extension-client.ts';
import { renderPageHtml } from '../../../apps/server/src/demo/fleet/fake-page-html.ts';
import { mapLimit } from '../../../apps/server/src/demo/fleet/map-limit.ts';
import { httpTransport } from '../../../apps/server/src/demo/fleet/transport.ts';
import {
  benchDatabase,
  benchOrganization,
  disableDashboardTriggers,
  type RunningServer,
  startServer,
} from '../fleet/bench-server.ts';
import { machineBusyMs, postgresCpuMs } from '../fleet/cpu-time.ts';
import { type PhaseResult, runPhase } from '../fleet/load.ts';
import { screenshotOfSize } from '../fleet/sized-screenshot.ts';

// `npm run bench:ingest`: events per second into one server process, through the real extension API
// over HTTP, metadata only and with 50 KB screenshots. Figures for the report, never a timed test.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '32' },
    installs: { type: 'string', default: '50' },
    'screenshot-kb': { type: 'string', default: '50' },
    batch: { type: 'string', default: '25' },
    workers: { type: 'boolean', default: false },
    // Which loads to run, comma-separated: metadata, screenshot, batch (a profile of one load alone).
    loads: { type: 'string', default: 'metadata,screenshot,batch' },
    // Measures what the dashboard's aggregates cost ingestion: the same run with their triggers off.
    'without-aggregates': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-ingest-'));
const database = await benchDatabase(dataDir, process.env.DATABASE_URL);
const licenseKey = await benchOrganization(dataDir, database.url);
if (values['without-aggregates']) await disableDashboardTriggers(dataDir, database.url);
const server = await startServer({
  DATA_DIR: dataDir,
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  DEMO: '0',
  // The thumbnail jobs queue up either way; by default they run elsewhere, so the figure is ingestion's.
  WORKERS: values.workers ? '1' : '0',
  // Each simulated machine sends its own X-Forwarded-For (registration limits are per address).
  TRUST_PROXY_HOPS: '1',
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
  JWT_SECRET: 'bench',
});

try {
  const client = extensionClient(httpTransport(server.baseUrl));
  const os = 'Windows' as const;
  const installs: InstallCredentials[] = await mapLimit(
    Array.from({ length: Number(values.installs) }, (_, i) => i),
    8,
    (i) =>
      client.registerManaged(
        {
          licenseKey,
          osUserId: `BENCH\\user${i}`,
          osComputerName: `BENCH-${i}`,
          osUuid: randomUUID().toUpperCase(),
          browser: 'Chrome',
          browserVersion: '131.0.6778.86',
          os,
          extensionVersion: '3.4.1',
        },
        { ip: `10.77.${i >> 8}.${i & 255}` },
      ),
  );
  const screenshot = await screenshotOfSize(Number(values['screenshot-kb']) * 1024);
  const html = renderPageHtml({
    brand: 'Microsoft',
    url: 'https://microsoft-secure-login.example.com/signin',
    heading: 'Sign in',
    collector: 'cdn-bench.example.net',
    script: 'fetch',
  });
  const event = () => ({
    eventId: randomUUID(),
    type: 0,
    url: 'https://microsoft-secure-login.example.com/signin',
    detectionTime: new Date(Date.now() - 60_000).toISOString(),
    brands: ['Microsoft'],
    domainIPAddress: '203.0.113.7',
    userAction: 'Pending' as const,
  });
  const installOf = (i: number) => client.install(installs[i % installs.length] as InstallCredentials);
  const batch = Number(values.batch);
  const options = { seconds, concurrency };

  const loads = new Set(values.loads.split(','));
  const results: (PhaseResult & {
    serverCpuMsPerEvent: number | null;
    postgresCpuMsPerEvent: number | null;
    benchCpuMsPerEvent: number;
    machineCpuMsPerEvent: number | null;
    serverMemoryMb: ReturnType<RunningServer['memory']>;
  })[] = [];
  const measure = async (name: string, call: (i: number) => Promise<number>) => {
    const before = { server: server.cpuMs(), postgres: postgresCpuMs(), machine: machineBusyMs() };
    const benchBefore = process.cpuUsage();
    const result = await runPhase(name, options, call);
    const after = { server: server.cpuMs(), postgres: postgresCpuMs(), machine: machineBusyMs() };
    const bench = process.cpuUsage(benchBefore);
    const perEvent = (from: number | null, to: number | null) =>
      from === null || to === null || result.events === 0
        ? null
        : Math.round(((to - from) / result.events) * 100) / 100;
    // Where each event's CPU went: the server's own (on a shared machine steadier than events/s, which
    // other load moves), PostgreSQL's (when it runs on this machine), the load generator's (CPU the
    // server did not get), and the whole machine's, whose cores bound events/s at cores / that.
    const serverCpuMsPerEvent = perEvent(before.server, after.server);
    const postgresCpuMsPerEvent = perEvent(before.postgres, after.postgres);
    const benchCpuMsPerEvent = perEvent(0, (bench.user + bench.system) / 1000) ?? 0;
    const machineCpuMsPerEvent = perEvent(before.machine, after.machine);
    const serverMemoryMb = server.memory();
    results.push({
      ...result,
      serverCpuMsPerEvent,
      postgresCpuMsPerEvent,
      benchCpuMsPerEvent,
      machineCpuMsPerEvent,
      serverMemoryMb,
    });
    console.log(
      `${name}: ${result.eventsPerSecond} events/s (${result.events} events, ${result.calls} calls, ` +
        `${result.errors} errors, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms; CPU ms/event: server ` +
        `${serverCpuMsPerEvent}, PostgreSQL ${postgresCpuMsPerEvent}, bench ${benchCpuMsPerEvent}, ` +
        `machine ${machineCpuMsPerEvent} of ${cpus().length} cores; RSS ${serverMemoryMb?.rssMb} MB)`,
    );
  };
  if (loads.has('metadata'))
    await measure('metadata only, one event per call', async (i) => {
      await installOf(i).reportEvent(event());
      return 1;
    });
  if (loads.has('screenshot'))
    await measure(
      `with a ${Math.round(screenshot.length / 1024)} KB screenshot and ${Math.round(html.length / 1024)} KB HTML`,
      async (i) => {
        await installOf(i).reportEvent(event(), { screenshot, html });
        return 1;
      },
    );
  if (loads.has('batch'))
    await measure(`metadata only, batches of ${batch}`, async (i) => {
      await installOf(i).reportEvents(Array.from({ length: batch }, () => ({ event: event() })));
      return batch;
    });
  console.log(
    JSON.stringify(
      {
        database: database.url ? 'postgres' : 'pglite',
        concurrency,
        installs: installs.length,
        workers: values.workers,
        dashboardAggregates: !values['without-aggregates'],
        serverMemoryMb: server.memory(),
        phases: results,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
