import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { tokenResponseSchema } from './login.ts';

/** POST /v1/auth/refresh-token. The body may be empty when the refresh cookie is present. */
export const refreshTokenRequestSchema = z.object({
  refresh_token: z
    .string({ error: MESSAGES.invalidRefreshToken })
    .min(20, { error: MESSAGES.invalidRefreshToken })
    .max(200, { error: MESSAGES.invalidRefreshToken })
    .optional(),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;
export const refreshTokenResponseSchema = tokenResponseSchema;
