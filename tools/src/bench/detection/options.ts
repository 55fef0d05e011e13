import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../lib/repo.ts';

export interface BenchOptions {
  corpus: string;
  /** Ids to run: substrings, or globs with * and ?, comma-separated; all when empty. */
  only: string[];
  onlyClass: 'phish' | 'genuine' | null;
  /** An unpacked CyberDrain Check, run side by side. */
  peer: string | null;
  json: string | null;
  /** Tabs open at a time, both browsers together (the machine has 2 cores). */
  tabs: number;
  /** How long a page that shows no warning is watched after its load event. */
  settleMs: number;
  /** The same for the peer, which decides later (Check runs at document_idle and takes seconds). */
  peerSettleMs: number;
  /** Use apps/extension/dist as it is (no build when stale). */
  noBuild: boolean;
  /** A running server with the demo world (`npm start`) instead of a fresh one. */
  server: string | null;
}

export const USAGE = `npm run bench:detection -- [--only <ids>] [--class phish|genuine] [--corpus <dir>] [--peer <dir>]
  [--json <file>] [--tabs 2] [--settle-ms 3000] [--peer-settle-ms 6000] [--no-build] [--server <url>]`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      corpus: { type: 'string', default: join(repoRoot, 'tools/detection-corpus') },
      only: { type: 'string', multiple: true, default: [] },
      class: { type: 'string' },
      peer: { type: 'string' },
      json: { type: 'string' },
      tabs: { type: 'string', default: '2' },
      'settle-ms': { type: 'string', default: '3000' },
      'peer-settle-ms': { type: 'string', default: '6000' },
      'no-build': { type: 'boolean', default: false },
      server: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const onlyClass = values.class ?? null;
  if (onlyClass !== null && onlyClass !== 'phish' && onlyClass !== 'genuine')
    throw new Error(`--class is phish or genuine, not ${onlyClass}\n${USAGE}`);
  const tabs = Number(values.tabs);
  if (!Number.isInteger(tabs) || tabs < 1) throw new Error(`--tabs is a whole number from 1\n${USAGE}`);
  return {
    corpus: values.corpus,
    only: values.only.flatMap((value) => value.split(',')).filter(Boolean),
    onlyClass,
    peer: values.peer ?? null,
    json: values.json ?? null,
    tabs,
    settleMs: Number(values['settle-ms']),
    peerSettleMs: Number(values['peer-settle-ms']),
    noBuild: values['no-build'],
    server: values.server?.replace(/\/$/, '') ?? null,
  };
}
