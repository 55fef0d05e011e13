import { customerIdParam } from '@baitwatch/contracts/common/ids';
import { customerDetailsSchema } from '@baitwatch/contracts/customers/customer-details';
import { portalCustomersResponseSchema } from '@baitwatch/contracts/customers/portal-customers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { customersService } from './customers.service.ts';

/** GET /v1/portal/customers and GET /v1/portal/customers/{id} (spec doc 1 §7 "Customers and tenants"). */
export async function registerCustomersRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = customersService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/portal/customers',
    { schema: { response: { 200: portalCustomersResponseSchema } } },
    async (request) => service.portalCustomers(requireUser(request)),
  );

  api.get(
    '/portal/customers/:id',
    {
      schema: { params: z.object({ id: customerIdParam }), response: { 200: customerDetailsSchema } },
    },
    async (request) => service.details(requireUser(request), request.params.id),
  );
}
