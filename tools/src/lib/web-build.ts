import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, seconds } from './repo.ts';

const WEB = join(repoRoot, 'apps/web');
export const WEB_INDEX = join(WEB, 'dist/index.html');
/** What the console bundle is built from. */
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'build'),
  join(WEB, 'package.json'),
  join(repoRoot, 'packages/contracts/src'),
];

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the console was never built or a source changed since. */
export function webBuildIsStale(): boolean {
  if (!existsSync(WEB_INDEX)) return true;
  const built = statSync(WEB_INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Builds the console when it is missing or stale, so `npm start` never serves an old one. */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return;
  const started = performance.now();
  console.log('Building the console (apps/web)...');
  const code = await run('npm', ['run', 'build', '--workspace', '@baitwatch/web']);
  if (code !== 0) throw new Error(`The console build failed (exit ${code}).`);
  console.log(`Console built in ${seconds(started)}.`);
}
