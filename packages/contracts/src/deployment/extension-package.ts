import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { fileSafe } from './installer.ts';

/**
 * GET /v1/portal/customers/{customerId}/deployment/extension-package: the browser extension as built
 * by `npm run build` (apps/extension), a zip to load unpacked or to upload to a store, as an
 * attachment. The same for every organization; offered on its Deployment page to its admins.
 */
export const extensionPackageParamsSchema = z.object({ customerId: customerIdParam });

export const EXTENSION_PACKAGE_CONTENT_TYPE = 'application/zip';

export const extensionPackageFileName = (product: string) => `${fileSafe(product)}-extension.zip`;
