import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One seeded server for the whole browser test run; tests read its address with inject('baseUrl'). */
export default async function setup(project: TestProject) {
  // E2E_BASE_URL: reuse a server already running with the demo world (iterating on tests locally).
  const reused = process.env.E2E_BASE_URL;
  if (reused) {
    project.provide('baseUrl', reused.replace(/\/$/, ''));
    return;
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
