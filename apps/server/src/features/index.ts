import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from './context.ts';

/** Console API features, mounted under /v1 behind the functions-key check. Wired here and nowhere else. */
export async function registerConsoleApi(v1: FastifyInstance, ctx: FeatureContext) {
  void v1;
  void ctx;
}

/** Surfaces outside /v1: the extension API, the SOC API, blob storage, dev pages. */
export async function registerPublicSurfaces(app: FastifyInstance, ctx: FeatureContext) {
  void app;
  void ctx;
}
