import {
  addCustomerRequestSchema,
  addCustomerResponseSchema,
} from '@baitwatch/contracts/customers/add-customer';
import {
  customerChangeResponseSchema,
  customerIdParamsSchema,
  updateCustomerInfoRequestSchema,
} from '@baitwatch/contracts/customers/update-customer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { organizationsConsoleService } from './organizations-console.service.ts';

/**
 * POST /v1/portal/customers, PUT and DELETE /v1/msp-management/customers/{id} (doc 1 §7, doc 2 §7):
 * the MSP Center's organization management.
 */
export async function registerOrganizationsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = organizationsConsoleService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/portal/customers',
    { schema: { body: addCustomerRequestSchema, response: { 200: addCustomerResponseSchema } } },
    async (request) => service.add(requireUser(request), request.body),
  );

  api.put(
    '/msp-management/customers/:id',
    {
      schema: {
        params: customerIdParamsSchema,
        body: updateCustomerInfoRequestSchema,
        response: { 200: customerChangeResponseSchema },
      },
    },
    async (request) => service.updateInfo(requireUser(request), request.params.id, request.body),
  );

  api.delete(
    '/msp-management/customers/:id',
    { schema: { params: customerIdParamsSchema, response: { 200: customerChangeResponseSchema } } },
    async (request) => service.remove(requireUser(request), request.params.id),
  );
}
