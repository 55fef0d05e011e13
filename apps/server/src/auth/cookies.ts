import { SESSION_PATH_PREFIX } from '@baitwatch/contracts/auth/session-calls';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  REFRESH_COOKIE,
  TOKEN_COOKIE,
} from '@baitwatch/contracts/common/product';
import type { FastifyReply } from 'fastify';

/** The refresh cookie only travels to the session endpoints (docs/decisions/0002-session-cookies.md). */
export const REFRESH_COOKIE_PATH = SESSION_PATH_PREFIX;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function setSessionCookies(
  reply: FastifyReply,
  tokens: { idToken: string; refreshToken: string },
  secure: boolean,
) {
  reply.setCookie(TOKEN_COOKIE, tokens.idToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFRESH_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}
