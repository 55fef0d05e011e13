import { z } from 'zod';
import { LICENSE_TYPES } from '../common/product.ts';

/** GET /v1/portal/customers/{id}: one organization, with what the Deployment page shows. */
export const customerDetailsSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  tenantName: z.string(),
  tenantId: z.number().int(),
  groupId: z.number().int().nullable(),
  isActive: z.boolean(),
  isProvisioned: z.boolean(),
  created: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  subDomain: z.string().nullable(),
  /** The tenant's subdomain: the organization's login page lives there. */
  tenantSubDomain: z.string(),
  /** The login address under the provider's domain: the organization's subdomain, else its tenant's. */
  domain: z.string(),
  licenseType: z.enum(LICENSE_TYPES),
  isCustomized: z.boolean(),
  tenantAsCustomer: z.boolean(),
  isMSP: z.boolean(),
  hideGlobalView: z.boolean(),
  blobContainer: z.string(),
  noOfUsers: z.number().int().nullable(),
  /** Registers the extension with this organization. */
  licenseKey: z.string(),
  /**
   * The Windows installer's address (a PowerShell script, decision 0042; downloaded with the console
   * session); null when none is offered.
   */
  msiUrl: z.string().nullable(),
  /** The current skin: the whitelabel brand name, else the product name. */
  skin: z.string(),
  /** Where this organization's people write about deployment: the whitelabel's, the organization's own, else the provider's. */
  supportEmailDeployment: z.string().nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
