import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../tools/src/lib/repo.ts';

export { repoRoot };
/** Server logs and failure screenshots of browser test runs (git-ignored). */
export const artifactsDir = join(repoRoot, '.tmp/e2e');
mkdirSync(artifactsDir, { recursive: true });
