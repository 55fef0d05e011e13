import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { extensionUserIdParam } from '../events/query-params.ts';

/** An extension user as the License Management pages show it (doc 1 §3 "Extension user"). */
export const extensionUserRecordSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string().nullable(),
  oSUserId: z.string().nullable(),
  oSComputerName: z.string().nullable(),
  oSUUID: z.string().nullable(),
  email: z.string().nullable(),
  /** A heartbeat or registration within ACTIVE_WINDOW_DAYS (decision 0045). */
  isActive: z.boolean(),
  created: z.string(),
  /** Ours: the last heartbeat or registration, and whether it is older than NOT_SEEN_DAYS. */
  lastSeenAt: z.string().nullable(),
  notSeen: z.boolean(),
});
export type ExtensionUserRecord = z.infer<typeof extensionUserRecordSchema>;

/** GET /v1/portal/customers/{customerId}/extension-users/{userId}: the user and its System / Browser / Date rows. */
export const extensionUserParamsSchema = z.object({
  customerId: customerIdParam,
  userId: extensionUserIdParam,
});
export const extensionUserResponseSchema = extensionUserRecordSchema.extend({
  browserDetails: z.array(z.object({ os: z.string(), browser: z.string(), created: z.string() })),
});
export type ExtensionUserResponse = z.infer<typeof extensionUserResponseSchema>;
