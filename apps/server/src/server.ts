import { buildApp } from './app.ts';
import { sessionSecret } from './auth/session-secret.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { openDatabase } from './db/client.ts';
import { startDevSyslogInbox } from './features/dev-outbox/dev-syslog-inbox.ts';
import { runDemoActivity, seedOnFirstStart } from './first-start.ts';
import { publicAddressWarnings } from './public-address.ts';
import { startupState } from './startup-state.ts';
import { sweepTemporaryFiles } from './storage/blob-store.ts';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionLost: (error) => console.error(`database: a connection was lost (${error.message})`),
});
if (!config.jwtSecret) config.jwtSecret = await sessionSecret(database, config.dataDir);
const deps = createDeps(config, database);
deps.metrics.collectProcessMetrics();
const app = await buildApp(deps, { logger: true });
if (config.blobStore.kind === 'local') {
  // What writes cut short by a kill left on the disk (never a blob: those are renamed into place whole).
  const swept = await sweepTemporaryFiles(config.blobStore.dir);
  if (swept > 0) app.log.info(`removed ${swept} temporary files left by interrupted evidence writes`);
}
if (config.devSyslogPort) startDevSyslogInbox(config.devSyslogPort, app.log);
const demoWorld = await seedOnFirstStart(deps, app.log);
if (config.workers) deps.queue.start(app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Baitwatch ready at ${config.publicUrl} in ${Date.now() - started} ms (${database.kind})`);
// Deployment material made now would not work beyond this machine: said once, plainly (and on the Deployment page).
for (const warning of publicAddressWarnings(config)) app.log.warn(warning);

if (demoWorld) {
  // The fleet reports while the console is already up; /readyz says when it is done.
  startupState.demoActivity = 'running';
  runDemoActivity(deps, demoWorld, app.log).then(
    () => {
      startupState.demoActivity = 'done';
    },
    (error: unknown) => {
      startupState.demoActivity = 'failed';
      app.log.error({ err: error }, 'demo activity failed');
    },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await deps.queue.stop();
    await database.close();
    process.exit(0);
  });
}
