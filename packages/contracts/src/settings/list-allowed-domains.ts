import { z } from 'zod';

/** An allowed domain (spec doc 2 §3): `displayName` is the admin who added it. */
export const allowedDomainSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  displayName: z.string(),
  authorizedDomain: z.string(),
  created: z.iso.datetime(),
});
export type AllowedDomain = z.infer<typeof allowedDomainSchema>;

/** GET /v1/portal/customers/{id}/whitelist-domain: the organization's allowed domains, oldest first. */
export const listAllowedDomainsResponseSchema = z.object({ list: z.array(allowedDomainSchema) });
export type ListAllowedDomainsResponse = z.infer<typeof listAllowedDomainsResponseSchema>;
