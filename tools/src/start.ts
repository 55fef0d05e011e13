import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareEmbeddedDataDir } from './lib/db-template.ts';
import { seconds } from './lib/repo.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm start`: build the console if it is missing or stale, give an empty embedded DATA_DIR its migrated
// database from the template, then run the server in this process (it seeds the demo world on first start).
const started = performance.now();
await ensureWebBuild();
const config = loadConfig();
if (!config.databaseUrl) await prepareEmbeddedDataDir(config.dataDir);
console.log(`Prepared in ${seconds(started)}; starting the server.`);
await import('../../apps/server/src/server.ts');
