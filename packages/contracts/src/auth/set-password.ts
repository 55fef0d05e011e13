import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';
import { oneTimeTokenField } from './one-time-link.ts';

export const MIN_PASSWORD_LENGTH = 12;

export const newPasswordField = z
  .string({ error: MESSAGES.weakPassword })
  .check(storableText)
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.weakPassword })
  .max(1024, { error: MESSAGES.weakPassword });

/**
 * POST /v1/auth/reset-password and POST /v1/auth/accept-invite: set the password from an emailed
 * link, then log in (the answer is the login answer, tokenResponseSchema).
 */
export const setPasswordRequestSchema = z.object({
  token: oneTimeTokenField,
  password: newPasswordField,
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
