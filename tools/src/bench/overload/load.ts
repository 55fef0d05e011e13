// The load side of bench:overload, in a process of its own so that its event loop is not the server's.
// Opens `extensions` connections that each send heartbeats back to back (the extensions' cheap calls),
// and `consoleUsers` connections that each read the incident feed back to back, for `seconds`; every
// call has a 10 s timeout. Prints one JSON line: per kind, answered calls by status, times, time-outs.

import { Agent, request } from 'node:http';
import { sendHeartbeat } from '@baitwatch/contracts/extension/calls';

interface LoadPlan {
  url: string;
  tokens: string[];
  consoleHeaders: Record<string, string>;
  feedPath: string;
  extensions: number;
  consoleUsers: number;
  seconds: number;
}

const plan = JSON.parse(process.env.OVERLOAD_PLAN ?? '{}') as LoadPlan;
const agent = new Agent({ keepAlive: true, maxSockets: plan.extensions + plan.consoleUsers + 10 });
const HEARTBEAT = JSON.stringify({
  browser: 'Chrome',
  browserVersion: '131.0',
  os: 'Windows',
  extensionVersion: '3.4.1',
});
const TIMEOUT_MS = 10_000;

interface Tally {
  statuses: Record<string, number>;
  times: number[];
  timeouts: number;
}
const tally = (): Tally => ({ statuses: {}, times: [], timeouts: 0 });
const results = { extension: tally(), console: tally() };
const until = Date.now() + plan.seconds * 1_000;

/** One call: its status, or null for a time-out or a broken connection. */
function send(
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(`${plan.url}${path}`, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

async function call(
  kind: keyof typeof results,
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
) {
  const started = performance.now();
  const status = await send(path, method, headers, body);
  const t = results[kind];
  if (status === null) {
    t.timeouts++;
    return;
  }
  t.statuses[status] = (t.statuses[status] ?? 0) + 1;
  t.times.push(performance.now() - started);
  // A shed client waits as told (Retry-After), as extensions do; here a second, to keep the pressure on.
  if (status === 503) await new Promise((r) => setTimeout(r, 1_000));
}

const extension = async (token: string) => {
  while (Date.now() < until)
    await call(
      'extension',
      sendHeartbeat.path,
      sendHeartbeat.method,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      HEARTBEAT,
    );
};
const consoleUser = async () => {
  while (Date.now() < until) await call('console', plan.feedPath, 'GET', plan.consoleHeaders);
};

await Promise.all([
  ...Array.from({ length: plan.extensions }, (_, i) =>
    extension(plan.tokens[i % plan.tokens.length] as string),
  ),
  ...Array.from({ length: plan.consoleUsers }, () => consoleUser()),
]);
agent.destroy();
console.log(JSON.stringify(results));
