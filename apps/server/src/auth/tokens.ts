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

export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret || randomBytes(32).toString('hex'));
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: clock.now() });
        const parsed = sessionUserSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random secrets (refresh tokens, one-time links, install tokens, API keys) are stored as SHA-256. */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
