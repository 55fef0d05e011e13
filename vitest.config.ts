import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
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
        },
      },
      {
        // The console's forms and components, drawn in a DOM (jsdom) with the console's theme: their
        // validation messages, disabled states and empty states, in seconds instead of a browser run.
        extends: true,
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          // Modules load once per worker instead of once per file: 14 files in about 14 s instead of about
          // 60 s on two cores. Tests must leave nothing behind: dom-setup.ts cleans the document and the
          // stubbed API after each test, each render has its own query client, and a test of a page that
          // keeps module state (the filters store) resets it first.
          isolate: false,
        },
      },
    ],
  },
});
