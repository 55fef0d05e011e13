/**
 * What this process is still doing after it started listening. `/readyz` reports it so that browser
 * tests (and curious operators) can wait for the demo fleet to finish reporting.
 */
export const startupState: { demoActivity: 'none' | 'running' | 'done' | 'failed' } = {
  demoActivity: 'none',
};
