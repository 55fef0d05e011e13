import { z } from 'zod';
import { LICENSE_TYPES, ROLES } from '../common/product.ts';

export const PORTAL_ENTRY_KINDS = ['organization', 'globalView', 'superFeed'] as const;
export type PortalEntryKind = (typeof PORTAL_ENTRY_KINDS)[number];
/** The id of the provider's synthetic Super Feed entry (spec doc 1 §3). */
export const SUPER_FEED_ID = 'Super Feed';
export const GLOBAL_VIEW_NAME = 'Global View';

/**
 * An entry of the organization dropdown: an organization, a Global View, or the Super Feed.
 * - `id`: the organization id; a Global View's tenant id (docs/decisions/0001); "Super Feed".
 * - `key`: unique in the list: `c:{id}`, `gv:{tenantId}:{groupId}` or `superFeed`.
 * - The list comes sorted (Super Feed, then per tenant by name: its Global Views in group order, then
 *   its organizations by name); `sortKey` is that order as a string, `sortKeyword` the lower-cased
 *   text the dropdown searches.
 * - `defaultCustomerId`: the first organization in the list (the same on every entry), or null.
 */
export const portalCustomerSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  organizationName: z.string(),
  tenantName: z.string(),
  tenantId: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  isActive: z.boolean(),
  isProvisioned: z.boolean(),
  /** ISO time; null for the Super Feed. */
  created: z.string().nullable(),
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
  kind: z.enum(PORTAL_ENTRY_KINDS),
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
