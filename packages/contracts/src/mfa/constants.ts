/** TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step either side are accepted too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

/** One-time recovery codes made at enrolment (and when regenerated), shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** A login's second step must come within this long of its password step. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one login's second step takes before it ends (the password step starts it again). */
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

/** An authenticator app set up but not confirmed with a first code is forgotten after this long. */
export const TOTP_ENROLMENT_TTL_MS = 15 * 60_000;

/** The ways a second step can be completed. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
