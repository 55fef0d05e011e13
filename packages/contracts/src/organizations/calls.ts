import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { whitelabelFlagRequestSchema } from '../whitelabel/whitelabel-flag.ts';
import { addCustomerRequestSchema, addCustomerResponseSchema } from './add-customer.ts';
import { customerDetailsSchema } from './customer-details.ts';
import { customerSignupRequestSchema, customerSignupResponseSchema } from './customer-signup.ts';
import {
  licenseTypeParamsSchema,
  licenseTypeResponseSchema,
  updateLicenseTypeRequestSchema,
} from './license-type.ts';
import { portalCustomersResponseSchema } from './portal-customers.ts';
import {
  customerChangeResponseSchema,
  customerIdParamsSchema,
  updateCustomerAccountRequestSchema,
  updateCustomerInfoRequestSchema,
} from './update-customer.ts';

// The organizations' calls (spec doc 1 §7, doc 2 §5, §7). The wire says "customer"; the code says
// organization.

/** The organization dropdown's entries and the tenants the session sees. */
export const listPortalOrganizations = defineCall({
  method: 'GET',
  path: '/v1/portal/customers',
  access: 'signedIn',
  response: portalCustomersResponseSchema,
});

/** One organization's details (Settings, Deployment). */
export const getOrganization = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}',
  access: 'signedIn',
  params: customerIdParamsSchema,
  response: customerDetailsSchema,
});

/** Add organization: a TenantAdmin adds one to its tenant, its primary admin invited. */
export const addOrganization = defineCall({
  method: 'POST',
  path: '/v1/portal/customers',
  access: { roles: ['TenantAdmin'] },
  body: addCustomerRequestSchema,
  response: addCustomerResponseSchema,
});

/** Create Customer: the provider creates an organization (and, for an MSP, its tenant). */
export const signUpOrganization = defineCall({
  method: 'POST',
  path: '/v1/auth/customer/signup',
  access: { roles: [PROVIDER_ROLE] },
  body: customerSignupRequestSchema,
  response: customerSignupResponseSchema,
});

/**
 * Changes an organization: one call, three bodies (the edit form's organization info, the Account
 * tab's, the Whitelabel checkbox's). The server reads the body's kind (customerUpdateKind) and parses
 * it with that kind's schema; clients send one of the three calls below.
 */
export const updateOrganization = defineCall({
  method: 'PUT',
  path: '/v1/msp-management/customers/{id}',
  access: 'signedIn',
  params: customerIdParamsSchema,
  body: z.looseObject({}),
  response: customerChangeResponseSchema,
});
export const updateOrganizationInfo = defineCall({
  ...updateOrganization,
  body: updateCustomerInfoRequestSchema,
});
export const updateOrganizationAccount = defineCall({
  ...updateOrganization,
  body: updateCustomerAccountRequestSchema,
});
export const setOrganizationWhitelabelFlag = defineCall({
  ...updateOrganization,
  body: whitelabelFlagRequestSchema,
});

/** Stops an organization (its data is kept). */
export const removeOrganization = defineCall({
  method: 'DELETE',
  path: '/v1/msp-management/customers/{id}',
  access: { roles: ['TenantAdmin'] },
  params: customerIdParamsSchema,
  response: customerChangeResponseSchema,
});

/** The organization's license type (Advanced Settings, the provider's). */
export const getLicenseType = defineCall({
  method: 'GET',
  path: '/v1/portal/{customerId}/license-type',
  access: { roles: [PROVIDER_ROLE] },
  params: licenseTypeParamsSchema,
  response: licenseTypeResponseSchema,
});
export const setLicenseType = defineCall({
  method: 'PUT',
  path: '/v1/portal/{customerId}/license-type',
  access: { roles: [PROVIDER_ROLE] },
  params: licenseTypeParamsSchema,
  body: updateLicenseTypeRequestSchema,
  response: licenseTypeResponseSchema,
});
