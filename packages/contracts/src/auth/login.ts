import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';
import { sessionUserSchema } from './session-user.ts';

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .check(storableText)
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(200, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .check(storableText)
    .min(1, { error: MESSAGES.passwordRequired })
    .max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
