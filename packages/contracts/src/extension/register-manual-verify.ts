import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { clientInfoSchema } from './client-info.ts';
import { registerManualStartRequestSchema } from './register-manual-start.ts';

/** POST /extension/v1/register/manual/verify: the emailed code in exchange for an install token. */
export const registerManualVerifyRequestSchema = registerManualStartRequestSchema
  .extend({
    code: z
      .string()
      .check(storableText)
      .trim()
      .regex(/^\d{6}$/, { error: 'must be six digits' }),
  })
  .extend(clientInfoSchema.shape);
export type RegisterManualVerifyRequest = z.infer<typeof registerManualVerifyRequestSchema>;
