// What every events benchmark suite hands the runner: a named call through the API (app.inject, so
// routing, validation, session, policy, SQL and serialization) and the same reads run alone.

import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../../apps/server/src/db/rows.ts';
import type { EventWorld } from './event-world.ts';
import { measureSideBySide, ms } from './timing.ts';

export interface Scenario {
  name: string;
  /** The console call (none: a statement timed alone); headers default to the measured tenant's TenantAdmin. */
  url?: string;
  headers?: Record<string, string>;
  /** The reads the call makes, without HTTP, session or policy. */
  direct: () => Promise<unknown>;
  /** Statements whose plans BENCH_EXPLAIN=1 prints. */
  explain?: SQL[];
}

export interface Suite {
  title: string;
  scenarios: Scenario[];
}

export async function runSuite(world: EventWorld, suite: Suite, runs: number, warmup: number) {
  const { t } = world;
  console.log(
    `\n${suite.title}: ${runs} runs after ${warmup} warm-up, the call and its SQL by turns, milliseconds`,
  );
  console.log(
    `${'scenario'.padEnd(84)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'SQL p50'.padStart(9)}${'SQL p95'.padStart(9)}`,
  );
  for (const s of suite.scenarios) {
    const headers = s.headers ?? world.headers;
    const url = s.url;
    const call = url ? () => t.app.inject({ method: 'GET', url, headers }) : null;
    const check = await call?.();
    if (check && check.statusCode !== 200)
      throw new Error(`${s.name}: ${url}: ${check.statusCode} ${check.body}`);
    if (process.env.BENCH_EXPLAIN)
      for (const statement of s.explain ?? []) {
        const plan = await t.deps.database.db.execute(sql`explain analyze ${statement}`);
        console.log(
          `-- ${s.name}\n${rowsOf<Record<string, string>>(plan)
            .map((r) => Object.values(r)[0])
            .join('\n')}`,
        );
      }
    // The call and its reads alone, run by turns, so the ratio between them is not the machine's mood.
    const [direct, api] = await measureSideBySide(call ? [s.direct, call] : [s.direct], runs, warmup);
    if (!direct) throw new Error(`${s.name}: not measured`);
    const apiColumns = api ? `${ms(api.p50)} ${ms(api.p95)}` : `${'-'.padStart(8)} ${'-'.padStart(8)}`;
    console.log(`${s.name.padEnd(84)}${apiColumns} ${ms(direct.p50)} ${ms(direct.p95)}`);
  }
}
