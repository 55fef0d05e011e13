import { z } from 'zod';
import { ROLES } from '../common/product.ts';

/** The session user, as carried in the token (spec doc 1 §3) plus the sendEmail claim. */
export const sessionUserSchema = z.object({
  user_id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  tenantId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  email: z.string(),
  domain: z.string().nullable(),
  firebase: z.object({ tenant: z.string().nullable() }),
  sendEmail: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
