// bench:overload — the server under more load than it can serve: `BENCH_EXTENSIONS` extension
// connections (2,000 by default) sending heartbeats back to back and `BENCH_CONSOLE` console users
// (200) reading the incident feed back to back, for `BENCH_SECONDS` (30), from a load process of its
// own over real sockets. It prints, per kind, the share of calls answered within 1 s, the share of
// 503s (shed), time-outs (10 s) and the p50 and p95 of answered calls: overload should be answered at
// once, and the console should stay usable while extensions are shed.
//
//   npm run bench:overload                              embedded PGlite
//   DATABASE_URL=postgres://... npm run bench:overload  a fresh database on that server, dropped after

import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { listIncidents } from '@baitwatch/contracts/events/calls';
import { extensionApiApp } from '../../../apps/server/src/demo/fleet/demo-app.ts';
import { hoursAgo, insertEvents } from '../../../apps/server/src/test/events.ts';
import { asUser, seedWorld } from '../../../apps/server/src/test/fixtures.ts';
import { createTestApp } from '../../../apps/server/src/test/harness.ts';
import { repoRoot } from '../lib/repo.ts';
import { registerBenchInstalls } from './bench-installs.ts';
import { callUrl } from './call-url.ts';

const EXTENSIONS = Number(process.env.BENCH_EXTENSIONS ?? 2_000);
const CONSOLE_USERS = Number(process.env.BENCH_CONSOLE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const INSTALLS = Math.min(EXTENSIONS, 500);

const t = await createTestApp();
const world = await seedWorld(t);
const organization = world.mspOrg1;
console.log(
  `database: ${t.deps.database.kind}; ${EXTENSIONS} extension connections, ${CONSOLE_USERS} console users, ${SECONDS} s`,
);
await insertEvents(
  t,
  organization.id,
  Array.from({ length: 500 }, (_, i) => ({
    url: `https://kit-${i}.example/login`,
    detectionTime: hoursAgo(t, (i % 200) + 1),
  })),
);

// The installs whose tokens the load uses (each connection takes one; they repeat beyond 500).
const registrar = await extensionApiApp(t.deps);
const tokens = await registerBenchInstalls(registrar, organization.licenseKey, INSTALLS);
await registrar.close();

await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const plan = {
  url,
  tokens,
  consoleHeaders: await asUser(t, world, 'customer'),
  feedPath: callUrl(listIncidents.customers, { id: organization.id }, 'pageSize=21'),
  extensions: EXTENSIONS,
  consoleUsers: CONSOLE_USERS,
  seconds: SECONDS,
};

const output = await new Promise<string>((resolve, reject) => {
  const child = spawn(process.execPath, ['tools/src/bench/overload/load.ts'], {
    cwd: repoRoot,
    env: { ...process.env, OVERLOAD_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => {
    text += String(chunk);
  });
  child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`load exited ${code}`))));
});
const results = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<
  string,
  { statuses: Record<string, number>; times: number[]; timeouts: number }
>;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
console.log(
  `\n${'calls'.padEnd(12)}${'made'.padStart(8)}${'within 1 s'.padStart(12)}${'503 shed'.padStart(10)}${'time-outs'.padStart(11)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}  statuses`,
);
for (const [kind, r] of Object.entries(results)) {
  const answered = r.times.length;
  const made = answered + r.timeouts;
  console.log(
    `${kind.padEnd(12)}${String(made).padStart(8)}${percent(r.times.filter((ms) => ms <= 1_000).length, made).padStart(12)}${percent(r.statuses['503'] ?? 0, made).padStart(10)}${String(r.timeouts).padStart(11)}${quantile(r.times, 0.5).toFixed(0).padStart(9)}${quantile(r.times, 0.95).toFixed(0).padStart(9)}  ${JSON.stringify(r.statuses)}`,
  );
}
const shedText = (await t.deps.metrics.registry.metrics())
  .split('\n')
  .filter((line) => line.startsWith('baitwatch_requests_shed_total'));
console.log(`\n${shedText.join('\n') || 'nothing shed'}`);
await t.close();
