import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.ts';
import { ensureExtensionBuild } from './lib/extension-build.ts';
import { repoRoot, run, seconds } from './lib/repo.ts';
import { addRun, emptyTally, summaryLine, type VitestJson } from './lib/vitest-summary.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm test`: unit and API tests, then the browser tests when a Chromium is there. REQUIRE_E2E=1 (CI)
// turns a missing browser into a failure. The last line is always "N passed, N failed[, N skipped]".
// Arguments are vitest filters for the unit and API run: `npm test -- apps/server/src/db`.

const reportDir = join(repoRoot, '.tmp/test-results');
mkdirSync(reportDir, { recursive: true });

async function vitest(name: string, configArgs: string[]) {
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  const started = performance.now();
  const code = await run('npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  console.log(`${name} tests finished in ${seconds(started)} (exit ${code}).`);
  const json = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestJson) : null;
  return { code, json };
}

let tally = emptyTally();
let ok = true;

const unit = await vitest('unit', process.argv.slice(2));
tally = addRun(tally, unit.json, unit.code);
ok &&= unit.code === 0;

const chromium = findChromium();
if (!chromium) {
  const where = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`FAILED: browser tests required (REQUIRE_E2E=1) but no Chromium at ${where}.`);
    tally = { ...tally, failed: tally.failed + 1 };
    ok = false;
  } else {
    console.log(`SKIPPED: browser tests (no Chromium at ${where}; set CHROMIUM_PATH).`);
  }
} else {
  try {
    await ensureWebBuild();
    // The extension test loads the built extension unpacked.
    await ensureExtensionBuild();
    const e2e = await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
    tally = addRun(tally, e2e.json, e2e.code);
    ok &&= e2e.code === 0;
  } catch (error) {
    console.error(`FAILED: browser tests could not run: ${(error as Error).message}`);
    tally = { ...tally, failed: tally.failed + 1 };
    ok = false;
  }
}

console.log(summaryLine(tally));
process.exit(ok && tally.failed === 0 ? 0 : 1);
