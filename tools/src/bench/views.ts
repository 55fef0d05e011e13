// npm run bench — every console view that reads events, at BENCH_EVENTS events (default 1 million)
// over 1,000 organizations (event-world.ts): the incident feed with each filter and view, its four
// charts, the super feed with each filter key and sort, the dashboard cards and the Enterprise SOC
// API's fetch-incidents; each through the API beside the same reads alone. Figures: docs/performance.md.
//
//   npm run bench                                    embedded PGlite, in memory
//   DATABASE_URL=postgres://... npm run bench        a fresh database on that server, dropped after
//   npm run bench -- feed charts                     only the named suites (feed, charts, super-feed, cards, soc)
//   BENCH_EVENTS=10000000 BENCH_RUNS=30 ...          more events, fewer runs
//   BENCH_EXPLAIN=1 ...                              also print the query plans
//   BENCH_KEEP_DATABASE=bw_bench_10m DATABASE_URL=... keep the world in that database and use it again
//                                                    next time (migrations still run: a new one meets it)

import { benchApp } from './bench-app.ts';
import type { EventWorld } from './event-world.ts';
import { buildEventWorld } from './event-world.ts';
import { runSuite, type Suite } from './scenarios.ts';
import { chartsSuite } from './suites/charts.ts';
import { dashboardCardsSuite } from './suites/dashboard-cards.ts';
import { feedSuite } from './suites/feed.ts';
import { socSuite } from './suites/soc.ts';
import { superFeedSuite } from './suites/super-feed.ts';

const SUITES: Record<string, (world: EventWorld) => Suite | Promise<Suite>> = {
  feed: feedSuite,
  charts: chartsSuite,
  'super-feed': superFeedSuite,
  cards: dashboardCardsSuite,
  soc: socSuite,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SUITES));
if (unknown.length)
  throw new Error(`unknown suites ${unknown.join(', ')}: use ${Object.keys(SUITES).join(', ')}`);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 20;
const NOW = new Date('2026-11-20T12:00:00Z');

// The SOC API's per-key limit (decision 0047) is still counted on every call, set so high no run meets it.
const t = await benchApp(NOW, { SOC_RATE_LIMIT_PER_MINUTE: '1000000' });
const world = await buildEventWorld(t, NOW, EVENTS);
for (const name of asked.length ? asked : Object.keys(SUITES))
  await runSuite(
    world,
    await (SUITES[name] as (w: EventWorld) => Suite | Promise<Suite>)(world),
    RUNS,
    WARMUP,
  );
await t.close();
