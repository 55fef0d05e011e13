import { z } from 'zod';
import { totpCodeSchema } from './second-factor.ts';

/** How the signed-in admin's sign-in is protected (Profile → Sign-in security). */
export const mfaStatusSchema = z.object({
  totp: z.object({ created: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** A new authenticator secret, for the QR code and for typing in: valid until confirmed or expired. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  expiresAt: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A current code: confirms an enrolment, or proves the app before removing it. */
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
