import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { whitelabelFlagRequestSchema } from '../whitelabel/whitelabel-flag.ts';
import {
  tenantAccountChangeResponseSchema,
  tenantAccountSchema,
  tenantIdParamsSchema,
  updateTenantAccountRequestSchema,
} from './tenant-account.ts';

// The tenant's account (the MSP Center's Account tab; spec doc 1 §7).

export const getTenantAccount = defineCall({
  method: 'GET',
  path: '/v1/msp-management/tenants/{id}',
  access: 'signedIn',
  params: tenantIdParamsSchema,
  response: tenantAccountSchema,
});

/**
 * Changes the tenant: one call, two bodies (the account's name and phone, or the Whitelabel flag).
 * The server tells them apart (isWhitelabelFlagBody); clients send one of the two calls below.
 */
export const updateTenant = defineCall({
  method: 'PUT',
  path: '/v1/msp-management/tenants/{id}',
  access: 'signedIn',
  params: tenantIdParamsSchema,
  body: z.looseObject({}),
  response: tenantAccountChangeResponseSchema,
});
export const updateTenantAccount = defineCall({ ...updateTenant, body: updateTenantAccountRequestSchema });
export const setTenantWhitelabelFlag = defineCall({ ...updateTenant, body: whitelabelFlagRequestSchema });

/** Cancels the tenant's account (nothing is deleted). */
export const cancelTenantAccount = defineCall({
  method: 'DELETE',
  path: '/v1/msp-management/tenants/{id}',
  access: { roles: ['TenantAdmin'] },
  params: tenantIdParamsSchema,
  response: tenantAccountChangeResponseSchema,
});
