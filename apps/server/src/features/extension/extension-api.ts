import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../context.ts';
import { eventsRoutes } from '../ingestion/events.routes.ts';
import { scansRoutes } from '../ingestion/scans.routes.ts';
import { extensionConfigService } from './extension-config.service.ts';
import { fieldErrorFormatter } from './field-errors.ts';
import { installRoutes } from './install.routes.ts';
import { installAuthenticator } from './install-auth.ts';
import { registerOpenApi } from './openapi.ts';
import { registrationRoutes } from './registration.routes.ts';

/** The extension API under /extension/v1: registration open, everything else behind the install token. */
export async function registerExtensionApi(app: FastifyInstance, ctx: FeatureContext) {
  // One config service and one authenticator per app: they hold the process's small caches.
  const config = extensionConfigService(ctx);
  const auth = installAuthenticator(ctx.database.db);
  await app.register(
    async (api) => {
      api.setSchemaErrorFormatter(fieldErrorFormatter);
      await registerOpenApi(api);
      await registrationRoutes(api, ctx, { config, auth });
      await api.register(async (authed) => {
        auth.protect(authed);
        await installRoutes(authed, ctx, { config, auth });
        await eventsRoutes(authed, ctx);
        await scansRoutes(authed, ctx);
      });
    },
    { prefix: EXTENSION_API_BASE },
  );
}
