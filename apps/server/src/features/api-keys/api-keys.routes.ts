import {
  generateApiKeyBodySchema,
  generateApiKeyResponseSchema,
} from '@baitwatch/contracts/api-keys/expiry-date';
import {
  fetchApiKeyParamsSchema,
  fetchApiKeyResponseSchema,
} from '@baitwatch/contracts/api-keys/fetch-apikey';
import {
  fetchTenantApiKeyParamsSchema,
  fetchTenantApiKeyResponseSchema,
} from '@baitwatch/contracts/api-keys/fetch-tenant-apikey';
import { generateApiKeyParamsSchema } from '@baitwatch/contracts/api-keys/generate-apikey';
import { generateTenantApiKeyParamsSchema } from '@baitwatch/contracts/api-keys/generate-tenant-apikey';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { apiKeysService } from './api-keys.service.ts';

/** A key is a secret: no cache keeps a copy of an answer that carries one. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The four API key calls of spec doc 2 §7 "API keys" (console, under /v1). */
export async function registerApiKeysRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = apiKeysService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  // A tenant's global key is its admins' and the provider's: others are refused before the input is read.
  const tenantKeys = { roles: [PROVIDER_ROLE, 'TenantAdmin'] as const };

  api.get(
    '/enterprise-soc/fetch-apikey/:customerId',
    { schema: { params: fetchApiKeyParamsSchema, response: { 200: fetchApiKeyResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return service.customerKey(requireUser(request), request.params.customerId);
    },
  );
  api.put(
    '/enterprise-soc/generate-apikey/:customerId',
    {
      schema: {
        params: generateApiKeyParamsSchema,
        body: generateApiKeyBodySchema,
        response: { 200: generateApiKeyResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.generateCustomerKey(requireUser(request), request.params.customerId, request.body);
    },
  );
  api.get(
    '/enterprise-soc/fetch-tenant-apikey/:tenantId',
    {
      config: tenantKeys,
      schema: { params: fetchTenantApiKeyParamsSchema, response: { 200: fetchTenantApiKeyResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return service.tenantKey(requireUser(request), request.params.tenantId);
    },
  );
  api.put(
    '/enterprise-soc/generate-tenant-apikey/:tenantId',
    {
      config: tenantKeys,
      schema: {
        params: generateTenantApiKeyParamsSchema,
        body: generateApiKeyBodySchema,
        response: { 200: generateApiKeyResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.generateTenantKey(requireUser(request), request.params.tenantId, request.body);
    },
  );
}
