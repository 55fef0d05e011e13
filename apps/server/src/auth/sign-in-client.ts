import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInClient } from '../features/session/session.service.ts';

/** The browser's own random id: a sign-in from a browser without it (or with another) is a new browser. */
const DEVICE_COOKIE = 'device_id';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Where a sign-in comes from: the client's address, its user agent, and its device cookie (or a new id). */
export function signInClientOf(request: FastifyRequest): SignInClient {
  const sent = request.cookies?.[DEVICE_COOKIE] ?? '';
  const deviceId = DEVICE_ID.test(sent) ? sent : randomBytes(16).toString('base64url');
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', deviceId };
}

/**
 * Once a session is issued: the browser keeps its device id (a new one is set now). It travels on
 * every path, since sign-ins arrive on the session calls and on the single sign-on callback (outside
 * /v1); a refused sign-in sets nothing.
 */
export function rememberBrowser(reply: FastifyReply, client: SignInClient, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, client.deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
