import { join } from 'node:path';
import { type RunningServer, startDemoServer } from '../../tools/src/lib/demo-server.ts';
import { artifactsDir } from './paths.ts';

export type { RunningServer };

/** The run's server with the demo world (shared with the detection benchmark: tools/src/lib/demo-server.ts). */
export function startServer(): Promise<RunningServer> {
  return startDemoServer({
    runName: 'e2e',
    logFile: join(artifactsDir, 'server.log'),
    // The first start seeds the demo world and its extension fleet: minutes on a loaded CI machine.
    startTimeoutMs: Number(process.env.E2E_START_TIMEOUT_MS ?? 300_000),
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
  });
}
