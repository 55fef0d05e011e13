import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { licenseKeyField } from './client-info.ts';

/** POST /extension/v1/register/manual/start: emails a six-digit code to the organization email. */
export const registerManualStartRequestSchema = z.object({
  licenseKey: licenseKeyField,
  email: z
    .string()
    .check(storableText)
    .trim()
    .max(200)
    .pipe(z.email())
    .describe('The person’s organization email'),
});
export type RegisterManualStartRequest = z.infer<typeof registerManualStartRequestSchema>;

export const registerManualStartResponseSchema = z.object({
  message: z.string(),
  expiresInSeconds: z.number().int(),
  maxAttempts: z.number().int(),
});
export type RegisterManualStartResponse = z.infer<typeof registerManualStartResponseSchema>;
