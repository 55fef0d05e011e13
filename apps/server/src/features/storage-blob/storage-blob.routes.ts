import { apiErrorSchema } from '@baitwatch/contracts/common/errors';
import { readStorageBlob } from '@baitwatch/contracts/storage/calls';
import type { FastifyInstance } from 'fastify';
import { requireSessionUnlessPublic } from '../../auth/session.ts';
import { requireFunctionsKey } from '../../http/functions-key.ts';
import { markUntrustedContent } from '../../http/security-headers.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** One of an event's files (storage/calls.ts): the spec's separate blob base, called by the console like its /v1 calls. */
export async function registerStorageBlobRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.storageBlob;
  await app.register(async (scope) => {
    // Every answer here, errors included: a browser must never sniff tenant evidence (phishing HTML
    // among it) into a type it would render, nor run or frame it. Set before the functions-key check,
    // which can refuse, and after the console's own headers (a root hook), which it overrides.
    scope.addHook('onRequest', async (_request, reply) => {
      markUntrustedContent(reply);
    });
    requireFunctionsKey(scope, ctx.config.functionsKey);
    requireSessionUnlessPublic(scope);
    serveCall(
      scope,
      readStorageBlob,
      async ({ user, query }, reply) => {
        const body = await service.read(user, query);
        // Evidence rarely changes at an address, but it is tenant data: the browser may keep it, proxies not.
        reply.header('cache-control', 'private, max-age=300');
        return body;
      },
      {
        schema: {
          response: {
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
    );
  });
}
