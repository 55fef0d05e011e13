import { z } from 'zod';
import { emailField } from './login.ts';

/** POST /v1/auth/forgot-password. Always answers MESSAGES.resetSent, whether or not the email exists. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
