import { z } from 'zod';
import { authenticationResponseSchema } from '../passkeys/webauthn.ts';
import { SECOND_FACTOR_METHODS } from './constants.ts';
import { MFA_MESSAGES as M } from './messages.ts';

/**
 * The login answer for an account with a second factor: no session yet, but a challenge the second
 * step (`POST /v1/auth/login/second-factor`) completes, and the ways it can.
 */
export const secondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

const challengeField = z.string({ error: M.challengeInvalid }).min(1, { error: M.challengeInvalid }).max(200);

/** A 6-digit code; spaces a person types between the groups are dropped. */
export const totpCodeSchema = z
  .string({ error: M.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired, abort: true })
      .regex(/^\d{6}$/, { error: M.codeInvalid }),
  );

/** A recovery code as shown (`abcd-efgh-ijkl`), in any case, with or without its dashes. */
export const recoveryCodeSchema = z
  .string({ error: M.recoveryCodeRequired })
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: M.recoveryCodeRequired, abort: true })
      .regex(/^[a-z2-7]{12}$/, { error: M.recoveryCodeInvalid }),
  );

/** The login's second step: the challenge and a code of one of its methods, or a passkey's assertion. */
export const secondFactorRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ challenge: challengeField, method: z.literal('totp'), code: totpCodeSchema }),
    z.object({ challenge: challengeField, method: z.literal('recovery'), code: recoveryCodeSchema }),
    z.object({
      challenge: challengeField,
      method: z.literal('passkey'),
      response: authenticationResponseSchema,
    }),
  ],
  { error: M.methodUnavailable },
);
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** A fresh factor in a signed-in session (step-up): a current code, a recovery code, or a passkey. */
export const stepUpRequestSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), code: totpCodeSchema }),
    z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }),
    // For the confirmation options' challenge (POST /v1/passkeys/confirmation-options).
    z.object({ method: z.literal('passkey'), response: authenticationResponseSchema }),
  ],
  { error: M.methodUnavailable },
);
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;
