import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkReadiness } from '@baitwatch/contracts/operations/calls';
import { freshPostgresDatabase } from '../../../apps/server/src/test/fresh-database.ts';
import { prepareEmbeddedDataDir } from './db-template.ts';
import { freePort } from './free-port.ts';
import { repoRoot } from './repo.ts';

// The real server with the demo world, as the browser tests (e2e/harness/global-setup.ts) and the
// detection benchmark (tools/src/bench/detection.ts) run it.

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface DemoServerOptions {
  /** Names the data folder and database (`bw-e2e-…`, `bw_e2e_…`), so leftovers after a crash tell whose they are. */
  runName: string;
  /** Where the server's output goes (it is read back when it fails to start). */
  logFile: string;
  /** How long the first start (seeding the demo world and its fleet) may take. */
  startTimeoutMs: number;
  logLevel: string;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}) before answering:\n${tail(logFile)}`);
    }
    try {
      // Ready once it answers and the demo fleet has finished reporting its events.
      const answer = await fetch(`${baseUrl}${checkReadiness.path}`);
      const body = answer.ok ? ((await answer.json()) as { demoActivity?: string }) : null;
      if (body?.demoActivity === 'failed') throw new Error(`The demo activity failed:\n${tail(logFile)}`);
      if (body && body.demoActivity !== 'running') return;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The demo activity failed')) throw error;
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server was not ready (/readyz) within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/**
 * Starts the real server (`node apps/server/src/server.ts`) with the demo world on a free port: over a
 * fresh embedded DATA_DIR, or a fresh database on the DATABASE_URL server when that is set.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<RunningServer> {
  const { logFile } = options;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bw-${options.runName}-`));
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL, `bw_${options.runName}`)
    : null;
  if (!postgres) await prepareEmbeddedDataDir(dataDir);

  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      DEMO: '1',
      LOG_LEVEL: options.logLevel,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, logFile, options.startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}
