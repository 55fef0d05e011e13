import { API_BASES } from '@baitwatch/contracts/common/api-surfaces';
import { checkLiveness, checkReadiness } from '@baitwatch/contracts/operations/calls';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installSession, requireSessionUnlessPublic } from './auth/session.ts';
import { RETRY_AFTER_SECONDS } from './db/unavailable.ts';
import type { AppDeps } from './deps.ts';
import { registerConsoleApi, registerPublicSurfaces } from './features/index.ts';
import { appContext } from './features/services.ts';
import { installErrorHandler } from './http/errors.ts';
import { requireFunctionsKey } from './http/functions-key.ts';
import { shedWhenTheProcessLags } from './http/load-shedding.ts';
import { loggedRequest } from './http/log-redaction.ts';
import { installRequestScope } from './http/request-scope.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serveCall } from './http/serve-call.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerMetricsRoute } from './metrics/metrics.routes.ts';
import { startupState } from './startup-state.ts';
import { createStorageHealth } from './storage/storage-full.ts';

export type App = FastifyInstance;

/** Builds the whole HTTP surface over the given dependencies. The server and the tests both call this. */
export async function buildApp(
  deps: AppDeps,
  options: {
    /** Log requests and errors (the server); a stream to write them to instead of stdout (a test). */
    logger?: boolean | { stream: NodeJS.WritableStream };
    /** Told of every route as it is registered (the tests list the console API's routes with it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<App> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: deps.config.logLevel,
          serializers: { req: loggedRequest },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
        }
      : false,
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxyHops,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const poolUse = deps.database.poolUse;
  const storageHealth = createStorageHealth();
  installErrorHandler(app, {
    onUnavailable: deps.metrics.databaseUnavailable,
    poolSaturated: () => (poolUse ? poolUse().idle === 0 && poolUse().waiting > 0 : false),
    onShed: deps.metrics.shed,
    onStorageFull: () => storageHealth.noteFull(),
  });
  if (deps.config.shedLoopLagMs > 0)
    await shedWhenTheProcessLags(app, deps.metrics.shed, deps.config.shedLoopLagMs);
  // Counted as each request ends: the route's pattern (never the raw path, which would grow without
  // bound), its status and the time Fastify measured. A path no route knows is `unmatched`, also when
  // the console's catch-all passed it on to the not-found answer.
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.request(
      request.method,
      request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  await registerSecurityHeaders(app, deps.config);
  await app.register(fastifyCookie);
  installSession(app, deps.tokens, deps.sessions);
  installRequestScope(app);

  // Every service once per app (features/services.ts): routes, hooks and jobs share them.
  const ctx = appContext(deps);

  serveCall(app, checkLiveness, () => ({ status: 'ok' as const }));
  serveCall(app, checkReadiness, async (_input, reply) => {
    try {
      await deps.database.db.execute('select 1');
      // A write found the evidence store full: not ready for traffic that brings evidence.
      if (storageHealth.recentlyFull())
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'storage-full', demoActivity: startupState.demoActivity });
      return { status: 'ready', demoActivity: startupState.demoActivity };
    } catch {
      // Ready again as soon as the database answers: the pool opens new connections by itself.
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' });
    }
  });

  await app.register(
    async (v1) => {
      requireFunctionsKey(v1, deps.config.functionsKey);
      requireSessionUnlessPublic(v1);
      await registerConsoleApi(v1, ctx);
    },
    { prefix: API_BASES.console },
  );
  registerMetricsRoute(app, deps.metrics, deps.config.metricsToken);
  await registerPublicSurfaces(app, ctx);
  await registerWebApp(app, deps.config);
  return app;
}
