import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';
import { secondFactorRequiredSchema } from '../mfa/second-factor.ts';
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

/**
 * The login answer for an account whose password was generated for it (Create Customer): no session
 * yet, but a one-time token for /reset-password, where the user chooses a password of their own.
 */
export const passwordChangeResponseSchema = z.object({
  passwordChangeRequired: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** A session, or (with a second factor set up) the challenge its second step completes. */
export const signInResponseSchema = z.union([tokenResponseSchema, secondFactorRequiredSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /v1/auth/login answers a session, asks for a new password first, or for a second factor. */
export const loginResponseSchema = z.union([
  tokenResponseSchema,
  passwordChangeResponseSchema,
  secondFactorRequiredSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
