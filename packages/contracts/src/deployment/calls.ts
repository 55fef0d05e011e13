import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { extensionPackageParamsSchema } from './extension-package.ts';
import { groupPolicyGuideParamsSchema } from './group-policy-guide.ts';
import { installerParamsSchema } from './installer.ts';
import { rotateLicenseKeyParamsSchema, rotateLicenseKeyResponseSchema } from './rotate-license-key.ts';
import { serverAddressResponseSchema } from './server-address.ts';

// The Deployment page (spec doc 1 §2 "Deployment page"; decisions 0042, 0043): the files made for an
// organization carry its license key, so they are never cached; who may have them is the server's
// policy (an organization without deployment is refused).

/** Where the installers made here point, and whether that works beyond this machine (any admin). */
export const getServerAddress = defineCall({
  method: 'GET',
  path: '/v1/portal/deployment/server-address',
  access: 'signedIn',
  response: serverAddressResponseSchema,
});

/** The organization's Windows installer (a PowerShell script) as a file. */
export const downloadInstaller = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{customerId}/deployment/installer',
  access: 'signedIn',
  params: installerParamsSchema,
  response: null,
});

/** The group policy instructions as a PDF. */
export const downloadGroupPolicyGuide = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{customerId}/deployment/group-policy-guide',
  access: 'signedIn',
  params: groupPolicyGuideParamsSchema,
  response: null,
});

/** The browser extension's package (zip) with the organization's managed settings. */
export const downloadExtensionPackage = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{customerId}/deployment/extension-package',
  access: 'signedIn',
  params: extensionPackageParamsSchema,
  response: null,
});

/** A new license key for the organization (the old one stops registering installs). */
export const rotateLicenseKey = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{customerId}/license-key/rotate',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  params: rotateLicenseKeyParamsSchema,
  response: rotateLicenseKeyResponseSchema,
});
