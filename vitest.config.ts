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
        },
      },
    ],
  },
});
