import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@baitwatch/contracts/mfa/constants';
import { Secret, TOTP } from 'otpauth';

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, as RFC 4226 recommends), in base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries: the app shows the issuer and the account. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** The time step a code is for, when it is right for `at` within one step either side; else null. */
export function matchedStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `at` (the demo's enrolment, and tests acting as an authenticator app). */
export const totpCode = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });
