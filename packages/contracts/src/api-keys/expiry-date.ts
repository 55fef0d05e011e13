import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { API_KEY_MESSAGES } from './messages.ts';

/**
 * The body of both generate calls: the key's expiry date. The key works through that whole day (UTC).
 * Whether it lies after today is the server's to decide (its clock).
 */
export const generateApiKeyBodySchema = z.object(
  {
    expiryDate: z
      .string({ error: API_KEY_MESSAGES.expiryRequired })
      .min(1, { error: API_KEY_MESSAGES.expiryRequired, abort: true })
      .pipe(calendarDate(API_KEY_MESSAGES.expiryInvalid)),
  },
  { error: API_KEY_MESSAGES.expiryRequired },
);
export type GenerateApiKeyBody = z.infer<typeof generateApiKeyBodySchema>;

/** Both generate calls answer the new key and its expiry (spec doc 2 §3 "API key"). */
export const generateApiKeyResponseSchema = z.object({
  newApiKey: z.string(),
  newApiExpiryDate: z.string(),
});
export type GenerateApiKeyResponse = z.infer<typeof generateApiKeyResponseSchema>;
