import {
  addCustomerRequestSchema,
  addCustomerResponseSchema,
} from '@baitwatch/contracts/customers/add-customer';
import {
  customerSignupRequestSchema,
  customerSignupResponseSchema,
} from '@baitwatch/contracts/customers/customer-signup';
import {
  licenseTypeParamsSchema,
  licenseTypeResponseSchema,
  updateLicenseTypeRequestSchema,
} from '@baitwatch/contracts/customers/license-type';
import {
  customerChangeResponseSchema,
  customerIdParamsSchema,
  customerUpdateKind,
  updateCustomerAccountRequestSchema,
  updateCustomerInfoRequestSchema,
} from '@baitwatch/contracts/customers/update-customer';
import {
  tenantAccountChangeResponseSchema,
  tenantAccountSchema,
  tenantIdParamsSchema,
  updateTenantAccountRequestSchema,
} from '@baitwatch/contracts/tenants/tenant-account';
import {
  isWhitelabelFlagBody,
  whitelabelFlagRequestSchema,
} from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/session.ts';
import { parseBody } from '../../http/parse-body.ts';
import type { FeatureContext } from '../context.ts';
import { customerSignupService } from './customer-signup.service.ts';
import { licenseTypeService } from './license-type.service.ts';
import { organizationsConsoleService } from './organizations-console.service.ts';
import { tenantAccountService } from './tenant-account.service.ts';

/**
 * POST /v1/auth/customer/signup (Create Customer), POST /v1/portal/customers, PUT and DELETE /v1/msp-management/customers/{id}, GET, PUT and DELETE
 * /v1/msp-management/tenants/{id} (doc 1 §7, doc 2 §7): the MSP Center's organizations and account.
 */
export async function registerOrganizationsRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = organizationsConsoleService(ctx);
  const tenantAccount = tenantAccountService(ctx);
  const licenseTypes = licenseTypeService(ctx);
  const signups = customerSignupService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/portal/customers',
    { schema: { body: addCustomerRequestSchema, response: { 200: addCustomerResponseSchema } } },
    async (request) => service.add(requireUser(request), request.body),
  );

  api.post(
    '/auth/customer/signup',
    { schema: { body: customerSignupRequestSchema, response: { 200: customerSignupResponseSchema } } },
    async (request) => signups.signup(requireUser(request), request.body),
  );

  api.put(
    '/msp-management/customers/:id',
    {
      schema: {
        params: customerIdParamsSchema,
        // Three bodies share this call (the edit form's, the Account tab's, the Whitelabel checkbox's):
        // each is parsed below with its own contract.
        body: z.looseObject({}),
        response: { 200: customerChangeResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      switch (customerUpdateKind(request.body)) {
        case 'whitelabelFlag':
          return service.setWhitelabelFlag(user, id, parseBody(whitelabelFlagRequestSchema, request.body));
        case 'account':
          return service.updateAccount(user, id, parseBody(updateCustomerAccountRequestSchema, request.body));
        case 'info':
          return service.updateInfo(user, id, parseBody(updateCustomerInfoRequestSchema, request.body));
      }
    },
  );

  api.get(
    '/portal/:customerId/license-type',
    { schema: { params: licenseTypeParamsSchema, response: { 200: licenseTypeResponseSchema } } },
    async (request) => licenseTypes.get(requireUser(request), request.params.customerId),
  );

  api.put(
    '/portal/:customerId/license-type',
    {
      schema: {
        params: licenseTypeParamsSchema,
        body: updateLicenseTypeRequestSchema,
        response: { 200: licenseTypeResponseSchema },
      },
    },
    async (request) =>
      licenseTypes.set(requireUser(request), request.params.customerId, request.body.licenseType),
  );

  api.get(
    '/msp-management/tenants/:id',
    { schema: { params: tenantIdParamsSchema, response: { 200: tenantAccountSchema } } },
    async (request) => tenantAccount.get(requireUser(request), request.params.id),
  );

  api.put(
    '/msp-management/tenants/:id',
    {
      schema: {
        params: tenantIdParamsSchema,
        // Two bodies (doc 1 §7): tenantName and phone (the MSP Center's Account tab), or isCustomized.
        body: z.looseObject({}),
        response: { 200: tenantAccountChangeResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      return isWhitelabelFlagBody(request.body)
        ? tenantAccount.setWhitelabelFlag(user, id, parseBody(whitelabelFlagRequestSchema, request.body))
        : tenantAccount.update(user, id, parseBody(updateTenantAccountRequestSchema, request.body));
    },
  );

  api.delete(
    '/msp-management/tenants/:id',
    { schema: { params: tenantIdParamsSchema, response: { 200: tenantAccountChangeResponseSchema } } },
    async (request) => tenantAccount.cancel(requireUser(request), request.params.id),
  );

  api.delete(
    '/msp-management/customers/:id',
    { schema: { params: customerIdParamsSchema, response: { 200: customerChangeResponseSchema } } },
    async (request) => service.remove(requireUser(request), request.params.id),
  );
}
