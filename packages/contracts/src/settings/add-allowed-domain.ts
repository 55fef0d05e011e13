import { z } from 'zod';
import { allowedDomainSchema } from './list-allowed-domains.ts';
import { allowedDomainField } from './list-rules.ts';

/**
 * POST /v1/portal/customers/{id}/whitelist-domain with body `domain` (spec doc 2 §7). The form passes
 * the loaded list, so the duplicate rule answers in its place; the server's database answers it too.
 */
export const addAllowedDomainSchema = (existing?: readonly string[]) =>
  z.object({ domain: allowedDomainField(existing) });
export const addAllowedDomainRequestSchema = addAllowedDomainSchema();
export type AddAllowedDomainRequest = z.input<typeof addAllowedDomainRequestSchema>;

export const addAllowedDomainResponseSchema = z.object({
  message: z.string(),
  domain: allowedDomainSchema,
});
export type AddAllowedDomainResponse = z.infer<typeof addAllowedDomainResponseSchema>;
