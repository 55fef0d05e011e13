import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/** Seeds an empty database once: the demo world, or (DEMO=0) only a first provider admin. */
export async function seedOnFirstStart(deps: AppDeps, log: FastifyBaseLogger) {
  void deps;
  void log;
}
