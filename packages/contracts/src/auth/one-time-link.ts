import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { storableText } from '../common/text.ts';

export const ONE_TIME_PURPOSES = ['invite', 'reset'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/** The emailed token; anything that is not a live token answers MESSAGES.invalidLink. */
export const oneTimeTokenField = z
  .string({ error: MESSAGES.invalidLink })
  .check(storableText)
  .min(1, { error: MESSAGES.invalidLink })
  .max(200, { error: MESSAGES.invalidLink });

/** GET /v1/auth/one-time/{token}: what the reset and accept-invite pages show before the form. */
export const oneTimeLinkParamsSchema = z.object({ token: oneTimeTokenField });
export const oneTimeLinkResponseSchema = z.object({
  purpose: z.enum(ONE_TIME_PURPOSES),
  email: z.string(),
});
export type OneTimeLinkResponse = z.infer<typeof oneTimeLinkResponseSchema>;
