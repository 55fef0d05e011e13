import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareEmbeddedDataDir } from './lib/db-template.ts';
import { ensureExtensionBuild } from './lib/extension-build.ts';
import { seconds } from './lib/repo.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm start`: build the console and the extension if missing or stale, give an empty embedded DATA_DIR its migrated
// database from the template, then run the server in this process (it seeds the demo world on first start).
const config = loadConfig();
// WEB_DIST points at a console built elsewhere; only the repository's own build is ours to refresh.
if (!process.env.WEB_DIST) await ensureWebBuild();
// The extension's zip, offered on the Deployment page (EXTENSION_PACKAGE points at one built elsewhere).
if (!process.env.EXTENSION_PACKAGE) await ensureExtensionBuild();
if (!config.databaseUrl) await prepareEmbeddedDataDir(config.dataDir);
const prepared = performance.now();
// The server module resolves once it listens, after the first-start seed.
await import('../../apps/server/src/server.ts');
const cpu = process.cpuUsage();
console.log(
  `npm start: listening ${seconds(0)} after node started (server ${seconds(prepared)}; ` +
    `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s).`,
);
