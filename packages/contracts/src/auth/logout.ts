import { z } from 'zod';
import { storableText } from '../common/text.ts';

/** POST /v1/auth/logout: revokes the refresh family (cookie or body) and clears both cookies. */
export const logoutRequestSchema = z
  .object({ refresh_token: z.string().check(storableText).max(200).optional() })
  .nullish();
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
