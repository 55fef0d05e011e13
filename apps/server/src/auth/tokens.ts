import { createHash, randomBytes } from 'node:crypto';
import { type SessionUser, sessionUserSchema } from '@baitwatch/contracts/auth/session-user';
import { uuidParam } from '@baitwatch/contracts/common/ids';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@baitwatch/contracts/common/product';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/clock.ts';

/** What a valid token proves: the user, and the session (refresh family) it was issued to. */
export interface VerifiedToken {
  user: SessionUser;
  sessionId: string;
}

export interface TokenSigner {
  /** Signs the user's claims plus `sid`, the session the token belongs to (checked on each call). */
  sign(user: SessionUser, sessionId: string): Promise<string>;
  /** The user and session of a valid, unexpired token; null otherwise (a token without `sid` too). */
  verify(token: string): Promise<VerifiedToken | null>;
}

const ISSUER = 'baitwatch';
/** The `sid` claim: the refresh family the token was issued with. */
const sessionIdClaim = uuidParam;
/** Sessions a process serves at once, give or take; beyond it the oldest verification is redone. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Tokens this process has verified, until they expire. Every console call carries the same token for
 * up to 100 minutes, and checking its HMAC each time was a fixed cost on every call (the feed's budget
 * is within 2x of its SQL). A signature stays valid until expiry; whether its session has ended since
 * is a separate check on each call (live-sessions.ts).
 */
function verifiedTokenCache() {
  const entries = new Map<string, { verified: VerifiedToken; expiresAtMs: number }>();
  return {
    get(token: string, now: Date): VerifiedToken | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.expiresAtMs > now.getTime()) return entry.verified;
      entries.delete(token);
      return null;
    },
    set(token: string, verified: VerifiedToken, expiresAtMs: number) {
      if (entries.size >= VERIFIED_CACHE_SIZE) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(token, { verified, expiresAtMs });
    },
  };
}

export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret || randomBytes(32).toString('hex'));
  const verified = verifiedTokenCache();
  return {
    async sign(user, sessionId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ...user, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(user.user_id)
        .setIssuedAt(now)
        .setExpirationTime(now + AUTH_COOKIE_MAX_AGE_SECONDS)
        .sign(key);
    },
    async verify(token) {
      const now = clock.now();
      const known = verified.get(token, now);
      if (known) return known;
      // Not a compact JWT (header.payload.signature): jose would throw on it, and an exception per
      // call is the costly part when every extension call's install token passes through here.
      if (token.split('.', 4).length !== 3) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: now });
        const user = sessionUserSchema.safeParse(payload);
        const sessionId = sessionIdClaim.safeParse(payload.sid);
        if (!user.success || !sessionId.success) return null;
        const result = { user: user.data, sessionId: sessionId.data };
        if (payload.exp !== undefined) verified.set(token, result, payload.exp * 1000);
        return result;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random secrets (refresh tokens, one-time links, install tokens, API keys) are stored as SHA-256. */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
