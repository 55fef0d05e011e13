import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, seconds } from './repo.ts';
import { newestMtime } from './web-build.ts';

const EXTENSION = join(repoRoot, 'apps/extension');
/** The zip the Deployment page offers (the last file the extension build writes). */
export const EXTENSION_ZIP = join(EXTENSION, 'release/baitwatch-extension.zip');
const SOURCES = [
  join(EXTENSION, 'src'),
  join(EXTENSION, 'static'),
  join(EXTENSION, 'scripts'),
  join(EXTENSION, 'package.json'),
  // The icons are drawn from the console's mark (apps/extension/scripts/icons.ts).
  join(repoRoot, 'apps/web/public/favicon.svg'),
  join(repoRoot, 'packages/contracts/src'),
];

/** Builds the browser extension when it is missing or stale, so the Deployment page offers the current one. */
export async function ensureExtensionBuild(): Promise<void> {
  const built = existsSync(EXTENSION_ZIP) ? statSync(EXTENSION_ZIP).mtimeMs : 0;
  if (built > 0 && SOURCES.every((source) => newestMtime(source) <= built)) return;
  const started = performance.now();
  console.log('Building the browser extension (apps/extension)...');
  const code = await run('npm', ['run', 'build', '--workspace', '@baitwatch/extension']);
  if (code !== 0) throw new Error(`The extension build failed (exit ${code}).`);
  console.log(`Extension built in ${seconds(started)}.`);
}
