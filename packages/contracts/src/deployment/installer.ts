import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';

/**
 * GET /v1/portal/customers/{customerId}/deployment/installer: the organization's Windows installer, a
 * PowerShell script (decision 0042), as an attachment. The answer is the file itself.
 */
export const installerParamsSchema = z.object({ customerId: customerIdParam });
export type InstallerParams = z.infer<typeof installerParamsSchema>;

export const INSTALLER_CONTENT_TYPE = 'application/octet-stream';

/** The file's name: the product and the organization's code (or id), safe on every file system. */
export const installerFileName = (product: string, organization: { id: number; orgCode: string | null }) =>
  `${fileSafe(product)}-deploy-${fileSafe(organization.orgCode ?? '') || organization.id}.ps1`;

/** Letters, digits and dashes only, lower case: a name that needs no quoting in a shell or a header. */
export const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
