import { createHash, randomBytes } from 'node:crypto';
import { type SessionUser, sessionUserSchema } from '@baitwatch/contracts/auth/session-user';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@baitwatch/contracts/common/product';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../deps.ts';

export interface TokenSigner {
  sign(user: SessionUser): Promise<string>;
  /** The session user of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<SessionUser | null>;
}

const ISSUER = 'baitwatch';
/** Sessions a process serves at once, give or take; beyond it the oldest verification is redone. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Tokens this process has verified, until they expire. Every console call carries the same token for
 * up to 100 minutes, and checking its HMAC each time was a fixed cost on every call (the feed's budget
 * is within 2x of its SQL). Our tokens are never revoked before expiry, so a verified one stays valid.
 */
function verifiedTokenCache() {
  const entries = new Map<string, { user: SessionUser; expiresAtMs: number }>();
  return {
    get(token: string, now: Date): SessionUser | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.expiresAtMs > now.getTime()) return entry.user;
      entries.delete(token);
      return null;
    },
    set(token: string, user: SessionUser, expiresAtMs: number) {
      if (entries.size >= VERIFIED_CACHE_SIZE) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(token, { user, expiresAtMs });
    },
  };
}

export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret || randomBytes(32).toString('hex'));
  const verified = verifiedTokenCache();
  return {
    async sign(user) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ...user })
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: now });
        const parsed = sessionUserSchema.safeParse(payload);
        if (!parsed.success) return null;
        if (payload.exp !== undefined) verified.set(token, parsed.data, payload.exp * 1000);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random secrets (refresh tokens, one-time links, install tokens, API keys) are stored as SHA-256. */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
