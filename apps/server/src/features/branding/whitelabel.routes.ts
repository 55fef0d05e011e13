import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { deleteWhitelabelRequestSchema } from '@baitwatch/contracts/whitelabel/delete-whitelabel';
import { whitelabelInfoSchema, whitelabelParamsSchema } from '@baitwatch/contracts/whitelabel/get-whitelabel';
import {
  saveWhitelabelRequestSchema,
  whitelabelChangeResponseSchema,
} from '@baitwatch/contracts/whitelabel/save-whitelabel';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { whitelabelService } from './whitelabel.service.ts';

/**
 * The body of a save carries the logo as base64: 1 MB of image is about 1.4 MB of text, above the
 * app's 1 MiB default (decision 0027).
 */
const SAVE_BODY_LIMIT = 2 * 1_048_576;

/** GET, POST and PUT /v1/portal/tenants/{id}/settings/whitelabel and PUT .../whitelabel/delete (doc 1 §7). */
export async function registerWhitelabelRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = whitelabelService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  const path = '/portal/tenants/:id/settings/whitelabel';
  // A tenant's branding is its admins' and the provider's: anyone else is refused before the input is read.
  const config = { roles: [PROVIDER_ROLE, 'TenantAdmin'] as const };

  api.get(
    path,
    { config, schema: { params: whitelabelParamsSchema, response: { 200: whitelabelInfoSchema } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );

  for (const method of ['post', 'put'] as const) {
    api[method](
      path,
      {
        config,
        bodyLimit: SAVE_BODY_LIMIT,
        schema: {
          params: whitelabelParamsSchema,
          body: saveWhitelabelRequestSchema,
          response: { 200: whitelabelChangeResponseSchema },
        },
      },
      async (request) => service.save(requireUser(request), request.params.id, request.body),
    );
  }

  api.put(
    `${path}/delete`,
    {
      config,
      schema: {
        params: whitelabelParamsSchema,
        body: deleteWhitelabelRequestSchema,
        response: { 200: whitelabelChangeResponseSchema },
      },
    },
    async (request) => service.remove(requireUser(request), request.params.id, request.body),
  );
}
