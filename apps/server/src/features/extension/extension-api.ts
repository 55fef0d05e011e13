import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import type { FastifyInstance } from 'fastify';
import { fieldErrorFormatter } from '../../http/field-errors.ts';
import { shedSurfaceWhenBusy } from '../../http/load-shedding.ts';
import type { AppContext } from '../services.ts';
import { installRoutes } from './install.routes.ts';
import { registerOpenApi } from './openapi.ts';
import { registrationRoutes } from './registration.routes.ts';

/** Routes of another feature served on the extension API behind the install token (ingestion's). */
export type InstallRoutes = (authed: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * The extension API under /extension/v1: registration open, everything else behind the install token.
 * Other features' routes on this surface are handed in where the features are wired (features/index.ts).
 */
export async function registerExtensionApi(
  app: FastifyInstance,
  ctx: AppContext,
  installRoutesOf: readonly InstallRoutes[],
) {
  await app.register(
    async (api) => {
      shedSurfaceWhenBusy(api, 'extension', { poolUse: ctx.database.poolUse, onShed: ctx.metrics.shed });
      api.setSchemaErrorFormatter(fieldErrorFormatter);
      await registerOpenApi(api);
      await registrationRoutes(api, ctx);
      await api.register(async (authed) => {
        ctx.installAuth.protect(authed);
        await installRoutes(authed, ctx);
        for (const routes of installRoutesOf) await routes(authed, ctx);
      });
    },
    { prefix: EXTENSION_API_BASE },
  );
}
