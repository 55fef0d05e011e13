import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { WHITELABEL_MESSAGES } from './messages.ts';

/**
 * PUT /v1/portal/tenants/{id}/settings/whitelabel/delete (doc 1 §7), body subDomain, the tenant's own:
 * deletes the branding (brand name, support email, logo). The flag stays as it is.
 */
export const deleteWhitelabelRequestSchema = z.object({
  subDomain: z
    .string({ error: WHITELABEL_MESSAGES.subDomainMismatch })
    .check(storableText)
    .trim()
    .toLowerCase()
    .min(1, { error: WHITELABEL_MESSAGES.subDomainMismatch })
    .max(63, { error: WHITELABEL_MESSAGES.subDomainMismatch }),
});
export type DeleteWhitelabelRequest = z.input<typeof deleteWhitelabelRequestSchema>;
