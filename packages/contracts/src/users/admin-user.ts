import { z } from 'zod';
import { ROLES } from '../common/product.ts';

/** An admin as the lists show it (spec doc 1 §3 "Admin user": uid, displayName, email, metadata.creationTime). */
export const adminUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  metadata: z.object({ creationTime: z.string() }),
  role: z.enum(ROLES),
  /** True until the invitation is accepted (no password yet). */
  pending: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /v1/users/{id} and the answer of PUT: the admin plus its custom claims (sendEmail among them). */
export const adminUserDetailsSchema = adminUserSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  customClaims: z.object({
    role: z.enum(ROLES),
    tenantId: z.number().int().nullable(),
    customerId: z.number().int().nullable(),
    sendEmail: z.boolean(),
  }),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });
