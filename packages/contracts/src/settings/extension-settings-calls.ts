import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { alertConfigParamsSchema, getAlertConfigResponseSchema } from './alert-config-get.ts';
import { updateAlertConfigRequestSchema } from './alert-config-update.ts';
import { getScanConfigResponseSchema, scanConfigParamsSchema } from './scan-config-get.ts';
import { updateScanConfigRequestSchema } from './scan-config-update.ts';

// An organization's alert config (the Config tab, Extension Settings, the Google Form switch) and its
// scan settings (spec doc 2 §7).

/** The alert config with its extension settings and Google Form flag. */
export const getAlertConfig = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{id}/alert-configurations',
  access: 'signedIn',
  params: alertConfigParamsSchema,
  response: getAlertConfigResponseSchema,
});

/** Saves the whole alert config; answers it as saved. */
export const updateAlertConfig = defineCall({
  method: 'PUT',
  path: '/v1/portal/customers/{id}/alert-configurations',
  access: 'signedIn',
  params: alertConfigParamsSchema,
  body: updateAlertConfigRequestSchema,
  response: getAlertConfigResponseSchema,
});

/** The scan settings after their load rules. */
export const getScanConfig = defineCall({
  method: 'GET',
  path: '/v1/portal/{customerId}/scanconfig-settings',
  access: { roles: [PROVIDER_ROLE] },
  params: scanConfigParamsSchema,
  response: getScanConfigResponseSchema,
});

/** Saves the scan settings; answers them as saved. */
export const updateScanConfig = defineCall({
  method: 'PUT',
  path: '/v1/portal/{customerId}/scanconfig-settings',
  access: { roles: [PROVIDER_ROLE] },
  params: scanConfigParamsSchema,
  body: updateScanConfigRequestSchema,
  response: getScanConfigResponseSchema,
});
