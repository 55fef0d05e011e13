import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL server of the test's own: initdb into a folder under /tmp, on a free port, run as user
 * postgres. A test that restarts or stops its database does so here and never touches the machine's
 * cluster on 5432, nor anyone else's databases.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** `fast` ends every session (57P01); `immediate` drops them as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its data folder. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const run = promisify(execFile);

/** Runs a PostgreSQL tool as postgres (initdb and the server refuse to run as root). */
async function asPostgres(bin: string, tool: string, args: string[]) {
  const path = join(bin, tool);
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await run(path, args);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'bw-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres(bin, 'pg_ctl', ['-D', data, ...args]);
  const start = () => pgCtl('-w', '-l', join(dir, 'log'), '-o', options, 'start');
  const stop = (mode: 'fast' | 'immediate' = 'fast') => pgCtl('-w', '-m', mode, 'stop');
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async remove() {
      if (removed) return;
      removed = true;
      await stop('immediate').catch(() => {
        // Already stopped.
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
