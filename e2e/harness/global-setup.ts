import type { TestProject } from 'vitest/node';
import { type DemoTokens, signInDemoRoles } from './demo-sessions.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One session token per demo role, shared by the whole run (see demo-sessions.ts). */
    demoTokens: DemoTokens;
  }
}

/**
 * One seeded server for the whole browser test run, and one API sign-in per demo role: tests read
 * them with inject('baseUrl') and inject('demoTokens').
 */
export default async function setup(project: TestProject) {
  // E2E_BASE_URL: reuse a server already running with the demo world (iterating on tests locally).
  const reused = process.env.E2E_BASE_URL;
  if (reused) {
    const baseUrl = reused.replace(/\/$/, '');
    project.provide('baseUrl', baseUrl);
    project.provide('demoTokens', await signInDemoRoles(baseUrl));
    return;
  }
  const server = await startServer();
  try {
    project.provide('baseUrl', server.baseUrl);
    project.provide('demoTokens', await signInDemoRoles(server.baseUrl));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
