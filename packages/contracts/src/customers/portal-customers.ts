import { z } from 'zod';
import { LICENSE_TYPES, ROLES } from '../common/product.ts';

/** An entry of the organization dropdown: an organization, a Global View, or the Super Feed. */
export const portalCustomerSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  organizationName: z.string(),
  tenantName: z.string(),
  tenantId: z.number().int().nullable(),
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
  licenseType: z.enum(LICENSE_TYPES),
  isCustomized: z.boolean(),
  tenantAsCustomer: z.boolean(),
  isMSP: z.boolean(),
  hideGlobalView: z.boolean(),
  blobContainer: z.string().nullable(),
  // Derived
  displayName: z.string(),
  key: z.string(),
  sortKey: z.string(),
  sortKeyword: z.string(),
  multiGroup: z.boolean(),
  defaultCustomerId: z.number().int().nullable(),
  kind: z.enum(['organization', 'globalView', 'superFeed']),
});
export type PortalCustomer = z.infer<typeof portalCustomerSchema>;

export const portalTenantSchema = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  phone: z.string().nullable(),
  subDomain: z.string(),
  isActive: z.boolean(),
  isCustomized: z.boolean(),
  hideGlobalView: z.boolean(),
});
export type PortalTenant = z.infer<typeof portalTenantSchema>;

export const portalCustomersResponseSchema = z.object({
  customers: z.array(portalCustomerSchema),
  tenants: z.array(portalTenantSchema),
  role: z.enum(ROLES),
});
export type PortalCustomersResponse = z.infer<typeof portalCustomersResponseSchema>;
