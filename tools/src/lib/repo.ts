import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs a command with inherited output from the repository root; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
