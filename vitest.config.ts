import { defineConfig } from 'vitest/config';

// Files run two at a time (the machine's two cores: a file mostly waits on PostgreSQL, so two keep
// both busy) and, within a worker, share loaded modules instead of importing the whole server again
// for each file (`isolate: false`: 8 minutes became 3 on this machine). A test therefore leaves no
// state behind in a module: each app holds its own (services, caches, storage health), and a test that
// changes something of a module's puts it back.
const SHARED_MODULES = { isolate: false } as const;

/** The fault and scale-out tests: real server processes, fleets and a private PostgreSQL each. */
const PROCESS_TESTS = ['tools/src/faults/**/*.test.ts', 'tools/src/scale-out/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit and API',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/extension/{src,scripts}/**/*.test.ts',
            'tools/src/**/*.test.ts',
          ],
          exclude: PROCESS_TESTS,
          ...SHARED_MODULES,
        },
      },
      {
        // The console's forms and components, drawn in a DOM (jsdom) with the console's theme: their
        // validation messages, disabled states and empty states, in seconds instead of a browser run.
        // Each test's document and stubbed API go after it (dom-setup.ts), each render has its own
        // query client, and a test of a page that keeps module state (the filters store) resets it.
        extends: true,
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          ...SHARED_MODULES,
        },
      },
      {
        // After the others and one at a time: each measures a fleet run against a server process under
        // faults, which a neighbouring file's load would only make slower and noisier.
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
