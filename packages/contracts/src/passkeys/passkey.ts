import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';
import { totpCodeSchema } from '../mfa/second-factor.ts';
import { PASSKEY_NAME_MAX_LENGTH } from './constants.ts';
import { PASSKEY_MESSAGES as M } from './messages.ts';
import { authenticationResponseSchema, registrationResponseSchema } from './webauthn.ts';

/** One of the signed-in admin's passkeys, as Profile lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** A passkey's name: one line (it is shown in lists and the audit log), trimmed, required, short. */
export const passkeyNameSchema = z
  .string({ error: M.nameRequired })
  .check(storableText)
  .check(oneLineName)
  .trim()
  .min(1, { error: M.nameRequired })
  .max(PASSKEY_NAME_MAX_LENGTH, { error: M.nameTooLong });

export const passkeyNameBodySchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameBody = z.input<typeof passkeyNameBodySchema>;

/** A new passkey: its name and the browser's attestation for the registration options' challenge. */
export const registerPasskeyBodySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type RegisterPasskeyBody = z.input<typeof registerPasskeyBodySchema>;

/** The new passkey, and the recovery codes when it is the admin's first factor (shown once). */
export const registeredPasskeySchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type RegisteredPasskey = z.infer<typeof registeredPasskeySchema>;

export const passkeyParamsSchema = z.object({ passkeyId: z.string().min(1).max(1_400) });

/**
 * The fresh factor a removal asks for: a current authenticator code, or an assertion of one of the
 * admin's passkeys (the one being removed included) for a confirmation challenge.
 */
export const freshFactorBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), code: totpCodeSchema }),
    z.object({ method: z.literal('passkey'), response: authenticationResponseSchema }),
  ],
  { error: M.confirmRequired },
);
export type FreshFactorBody = z.input<typeof freshFactorBodySchema>;

/** The passkey options of a login: for the second step of the login challenge given, or passwordless. */
export const passkeySignInOptionsBodySchema = z.object({ challenge: z.string().min(1).max(200).optional() });
export type PasskeySignInOptionsBody = z.input<typeof passkeySignInOptionsBodySchema>;

export const passkeySignInBodySchema = z.object({ response: authenticationResponseSchema });
export type PasskeySignInBody = z.input<typeof passkeySignInBodySchema>;
