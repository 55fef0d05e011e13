import {
  applyConfigCopyRequestSchema,
  applyConfigCopyResponseSchema,
} from '@baitwatch/contracts/settings/config-copy-apply';
import {
  configCopyParamsSchema,
  previewConfigCopyRequestSchema,
  previewConfigCopyResponseSchema,
} from '@baitwatch/contracts/settings/config-copy-preview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { configCopyService } from './config-copy.service.ts';

/**
 * POST /v1/portal/customers/{id}/configuration-copy/preview and POST .../configuration-copy: copying
 * an organization's configuration to others (beyond the spec; decision 0040).
 */
export async function registerConfigCopyRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const copies = configCopyService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/portal/customers/:id/configuration-copy/preview',
    {
      schema: {
        params: configCopyParamsSchema,
        body: previewConfigCopyRequestSchema,
        response: { 200: previewConfigCopyResponseSchema },
      },
    },
    async (request) => copies.preview(requireUser(request), request.params.id, request.body),
  );

  api.post(
    '/portal/customers/:id/configuration-copy',
    {
      schema: {
        params: configCopyParamsSchema,
        body: applyConfigCopyRequestSchema,
        response: { 200: applyConfigCopyResponseSchema },
      },
    },
    async (request) => copies.apply(requireUser(request), request.params.id, request.body),
  );
}
