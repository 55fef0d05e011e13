import { join } from 'node:path';
import { startDemoServer } from '../../lib/demo-server.ts';
import { repoRoot } from '../../lib/repo.ts';

// The server the benchmark's extension reports to: the real one with its demo world, fresh, as the
// browser tests start it; or one already running (--server, `npm start`), left running afterwards.
// A fresh server is ready once the demo fleet has finished reporting, so that work does not share
// the machine's two cores with the pages being measured.

export async function startBenchServer(
  reuse: string | null,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  if (reuse) return { baseUrl: reuse, stop: async () => {} };
  console.log('Starting the server with the demo world (a minute or two)...');
  return startDemoServer({
    runName: 'bench',
    logFile: join(repoRoot, '.tmp/bench/detection-server.log'),
    startTimeoutMs: 300_000,
    logLevel: 'warn',
  });
}
