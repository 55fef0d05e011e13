import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { registerExtensionSurface } from '../../features/index.ts';
import { appContext } from '../../features/services.ts';
import { installErrorHandler } from '../../http/errors.ts';

/**
 * The extension API alone, mounted as buildApp mounts it, over the given dependencies. The demo fleet
 * seeds through this rather than a second full app, so nothing else (other routes, queue workers) is
 * registered twice with the seeding's simulated clock. Given a logger, a call that fails unexpectedly is
 * logged with its error as the server's would be (each call's own request lines are left out: the
 * demo makes thousands).
 */
export async function extensionApiApp(deps: AppDeps, log?: FastifyBaseLogger) {
  const app = Fastify({
    ...(log
      ? { loggerInstance: log, logController: new LogController({ disableRequestLogging: true }) }
      : { logger: false }),
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await registerExtensionSurface(app, appContext(deps));
  await app.ready();
  return app;
}
