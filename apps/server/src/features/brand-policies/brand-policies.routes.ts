import {
  brandPolicyIdParamsSchema,
  brandPolicyWriteResponseSchema,
  brandPolicyWriteSchema,
} from '@baitwatch/contracts/brands/brand-policy';
import {
  brandPoliciesTotalResponseSchema,
  listBrandPoliciesQuerySchema,
  listBrandPoliciesResponseSchema,
} from '@baitwatch/contracts/brands/list-brand-policies';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { brandPoliciesConsoleService } from './brand-policies-console.service.ts';

/** GET /v1/brand-policies, GET /v1/brand-policies/total, POST /v1/brand-policies, PUT /v1/brand-policies/{id}. */
export async function registerBrandPoliciesRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = brandPoliciesConsoleService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();
  // The provider's alone: anyone else is refused before the input is read.
  const config = { roles: [PROVIDER_ROLE] };

  api.get(
    '/brand-policies',
    {
      config,
      schema: {
        querystring: listBrandPoliciesQuerySchema,
        response: { 200: listBrandPoliciesResponseSchema },
      },
    },
    async (request) => service.list(requireUser(request), request.query),
  );

  api.get(
    '/brand-policies/total',
    { config, schema: { response: { 200: brandPoliciesTotalResponseSchema } } },
    async (request) => service.total(requireUser(request)),
  );

  api.post(
    '/brand-policies',
    { config, schema: { body: brandPolicyWriteSchema, response: { 200: brandPolicyWriteResponseSchema } } },
    async (request) => service.create(requireUser(request), request.body),
  );

  api.put(
    '/brand-policies/:id',
    {
      config,
      schema: {
        params: brandPolicyIdParamsSchema,
        body: brandPolicyWriteSchema,
        response: { 200: brandPolicyWriteResponseSchema },
      },
    },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );
}
