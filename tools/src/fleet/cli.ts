import { parseArgs } from 'node:util';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { DEMO_LOGINS } from '../../../apps/server/src/demo/data/demo-world.ts';
import { retryUntilAcknowledged } from '../../../apps/server/src/demo/fleet/resending-transport.ts';
import { httpTransport } from '../../../apps/server/src/demo/fleet/transport.ts';
import { runHttpFleet } from './http-fleet.ts';
import { retryOnRateLimit } from './retrying-transport.ts';

const USAGE = `Acts as a fleet of browser extensions against a running server, through its extension API.

  node tools/src/fleet/cli.ts --license-key KEY [--license-key KEY2 ...] [options]

  --url URL           server address (default http://localhost:8080)
  --installs N        extension installs to register across the organizations (default 20)
  --events N          events to report over the last --days days (default 200)
  --days N            window of the events (default 120)
  --batch N           send each install's events in batches of N (default: one call per event)
  --metadata-only     no screenshots or page HTML
  --concurrency N     calls in flight (default 8)
  --seed N            the same seed plans the same fleet (default 1)
  --admin-email E     a BaitwatchAdmin login that reads the outbox (default the demo's provider@baitwatch.test)
  --admin-password P  its password (default $DEMO_PASSWORD, else the demo password)

Manual registrations read their code from the development outbox (GET /dev/api/outbox, on by default
without SMTP), which answers a signed-in BaitwatchAdmin only. Run the server with TRUST_PROXY_HOPS=1
to give each simulated machine its own address.`;

// The demo password and the functions key as the server reads them from the same environment.
const serverDefaults = loadConfig();
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    'license-key': { type: 'string', multiple: true },
    installs: { type: 'string', default: '20' },
    events: { type: 'string', default: '200' },
    days: { type: 'string', default: '120' },
    batch: { type: 'string' },
    'metadata-only': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    'admin-email': { type: 'string', default: DEMO_LOGINS.provider },
    'admin-password': { type: 'string', default: serverDefaults.demoPassword },
    help: { type: 'boolean', default: false },
  },
});
const keys = values['license-key'] ?? [];
if (values.help || keys.length === 0) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const started = performance.now();
const log = (line: string) =>
  console.log(`[fleet ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
// A report the server did not acknowledge (503, a dropped connection) is sent again, as a real
// extension does; a rate limit is waited out.
const transport = retryOnRateLimit(retryUntilAcknowledged(httpTransport(values.url), { log }), log);
await runHttpFleet({
  transport,
  licenseKeys: keys,
  outboxReader: {
    email: values['admin-email'],
    password: values['admin-password'],
    functionsKey: serverDefaults.functionsKey,
  },
  installs: Number(values.installs),
  events: Number(values.events),
  days: Number(values.days),
  seed: Number(values.seed),
  concurrency: Number(values.concurrency),
  batchSize: values.batch ? Number(values.batch) : undefined,
  metadataOnly: values['metadata-only'],
  log,
});
