import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import {
  configRequestHeadersSchema,
  extensionConfigResponseSchema,
} from '@baitwatch/contracts/extension/extension-config';
import { heartbeatRequestSchema, heartbeatResponseSchema } from '@baitwatch/contracts/extension/heartbeat';
import { revokeInstallResponseSchema } from '@baitwatch/contracts/extension/revoke-install';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installOf } from '../../auth/install-principal.ts';
import type { FeatureContext } from '../context.ts';
import { matchesEtag } from './etag.ts';
import type { ExtensionConfigService } from './extension-config.service.ts';
import { installService } from './install.service.ts';
import type { InstallAuthenticator } from './install-auth.ts';

const security = [{ installToken: [] }];
const authErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Config, heartbeat and self-revocation of an authenticated install. */
export async function installRoutes(
  scope: FastifyInstance,
  ctx: FeatureContext,
  shared: { config: ExtensionConfigService; auth: InstallAuthenticator },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = installService(ctx, shared.config, shared.auth);

  app.get(
    '/config',
    {
      schema: {
        summary: 'The configuration of the install’s organization',
        description: 'Answers an ETag; send it back in If-None-Match to get 304 while nothing changed.',
        tags: ['Configuration'],
        security,
        headers: configRequestHeadersSchema,
        response: {
          200: extensionConfigResponseSchema,
          304: z.null().describe('Not modified'),
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const { config, etag } = await service.config(installOf(request));
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return config;
    },
  );

  app.post(
    '/heartbeat',
    {
      schema: {
        summary: 'Report that the extension runs, with its browser, OS and version',
        tags: ['Install'],
        security,
        body: heartbeatRequestSchema,
        response: { 200: heartbeatResponseSchema, 400: apiErrorSchema, ...authErrors },
      },
    },
    async (request) => service.heartbeat(installOf(request), request.body),
  );

  app.delete(
    '/install',
    {
      schema: {
        summary: 'Revoke this install’s token (uninstall or sign out)',
        tags: ['Install'],
        security,
        response: { 200: revokeInstallResponseSchema, ...authErrors },
      },
    },
    async (request) => service.revoke(installOf(request)),
  );
}
