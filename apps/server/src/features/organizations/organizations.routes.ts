import {
  addOrganization,
  getLicenseType,
  getOrganization,
  listPortalOrganizations,
  removeOrganization,
  setLicenseType,
  signUpOrganization,
  updateOrganization,
} from '@baitwatch/contracts/organizations/calls';
import {
  customerUpdateKind,
  updateCustomerAccountRequestSchema,
  updateCustomerInfoRequestSchema,
} from '@baitwatch/contracts/organizations/update-customer';
import { cancelTenantAccount, getTenantAccount, updateTenant } from '@baitwatch/contracts/tenants/calls';
import { updateTenantAccountRequestSchema } from '@baitwatch/contracts/tenants/tenant-account';
import {
  isWhitelabelFlagBody,
  whitelabelFlagRequestSchema,
} from '@baitwatch/contracts/whitelabel/whitelabel-flag';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../http/parse-body.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/**
 * The organizations' and tenants' calls (organizations/calls.ts, tenants/calls.ts in the contracts):
 * the organization dropdown and an organization's details, the MSP Center's organizations, Create
 * Customer, the license type, and the tenant's account.
 */
export async function registerOrganizationsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const directory = ctx.organizationDirectory;
  const service = ctx.organizationsConsole;
  const tenantAccount = ctx.tenantAccount;
  const licenseTypes = ctx.licenseType;
  const signups = ctx.customerSignup;

  serveCall(v1, listPortalOrganizations, ({ user }) => directory.portalCustomers(user));
  serveCall(v1, getOrganization, ({ user, params }) => directory.details(user, params.id));
  serveCall(v1, addOrganization, ({ user, body }) => service.add(user, body));
  serveCall(v1, signUpOrganization, ({ user, body }) => signups.signup(user, body));
  serveCall(v1, updateOrganization, ({ user, params, body }) => {
    switch (customerUpdateKind(body)) {
      case 'whitelabelFlag':
        return service.setWhitelabelFlag(user, params.id, parseBody(whitelabelFlagRequestSchema, body));
      case 'account':
        return service.updateAccount(user, params.id, parseBody(updateCustomerAccountRequestSchema, body));
      case 'info':
        return service.updateInfo(user, params.id, parseBody(updateCustomerInfoRequestSchema, body));
    }
  });
  serveCall(v1, removeOrganization, ({ user, params }) => service.remove(user, params.id));
  serveCall(v1, getLicenseType, ({ user, params }) => licenseTypes.get(user, params.customerId));
  serveCall(v1, setLicenseType, ({ user, params, body }) =>
    licenseTypes.set(user, params.customerId, body.licenseType),
  );

  serveCall(v1, getTenantAccount, ({ user, params }) => tenantAccount.get(user, params.id));
  serveCall(v1, updateTenant, ({ user, params, body }) =>
    isWhitelabelFlagBody(body)
      ? tenantAccount.setWhitelabelFlag(user, params.id, parseBody(whitelabelFlagRequestSchema, body))
      : tenantAccount.update(user, params.id, parseBody(updateTenantAccountRequestSchema, body)),
  );
  serveCall(v1, cancelTenantAccount, ({ user, params }) => tenantAccount.cancel(user, params.id));
}
