import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';
import { tokenResponseSchema } from './login.ts';

/**
 * POST /v1/auth/refresh-token. The body may be empty when the refresh cookie is present. Any string
 * is accepted here: one that matches no live token is a 403 (the console logs out), not a 400.
 * Without a body Fastify hands the schema null, hence nullish.
 */
export const refreshTokenRequestSchema = z
  .object({
    refresh_token: z
      .string({ error: MESSAGES.invalidRefreshToken })
      .check(storableText)
      .max(200, { error: MESSAGES.invalidRefreshToken })
      .optional(),
  })
  .nullish();
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;
export const refreshTokenResponseSchema = tokenResponseSchema;
