import type { SsoFailure } from '@baitwatch/contracts/sso/messages';
import * as client from 'openid-client';

/** Why a sign-in failed, where the cause is known: the login page says it, the log keeps the cause. */
export class SsoSignInError extends Error {
  readonly failure: SsoFailure;
  constructor(failure: SsoFailure, cause?: unknown) {
    super(failure, { cause });
    this.failure = failure;
  }
}

const codesOf = (error: unknown): string[] => {
  const codes: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
};

/**
 * What the login page is told about an error of the code exchange and the ID token's checks: the
 * provider refused (the user cancelled, a consent denied), the token had expired, or anything else it
 * sent failed a check (issuer, audience, signature, nonce): never the library's words.
 */
export function failureOfExchange(error: unknown): SsoFailure {
  if (error instanceof SsoSignInError) return error.failure;
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  const codes = codesOf(error);
  if (codes.includes('OAUTH_JWT_TIMESTAMP_CHECK_FAILED')) return 'tokenExpired';
  return 'provider';
}
