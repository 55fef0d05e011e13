import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { getExtensionConfig, revokeInstall, sendHeartbeat } from '@baitwatch/contracts/extension/calls';
import { configRequestHeadersSchema } from '@baitwatch/contracts/extension/extension-config';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installOf } from '../../auth/install-principal.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';
import { matchesEtag } from './etag.ts';

const security = [{ installToken: [] }];
const authErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Config, heartbeat and self-revocation of an authenticated install (extension/calls.ts). */
export async function installRoutes(scope: FastifyInstance, ctx: AppContext) {
  const service = ctx.install;

  serveCall(
    scope,
    getExtensionConfig,
    async ({ request }, reply) => {
      const { config, etag } = await service.config(installOf(request));
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return config;
    },
    {
      schema: {
        summary: 'The configuration of the install’s organization',
        description: 'Answers an ETag; send it back in If-None-Match to get 304 while nothing changed.',
        tags: ['Configuration'],
        security,
        headers: configRequestHeadersSchema,
        response: { 304: z.null().describe('Not modified'), ...authErrors },
      },
    },
  );

  serveCall(scope, sendHeartbeat, ({ body, request }) => service.heartbeat(installOf(request), body), {
    schema: {
      summary: 'Report that the extension runs, with its browser, OS and version',
      tags: ['Install'],
      security,
      response: { 400: apiErrorSchema, ...authErrors },
    },
  });

  serveCall(scope, revokeInstall, ({ request }) => service.revoke(installOf(request)), {
    schema: {
      summary: 'Revoke this install’s token (uninstall or sign out)',
      tags: ['Install'],
      security,
      response: authErrors,
    },
  });
}
