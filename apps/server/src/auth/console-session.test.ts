import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../test/harness.ts';

// The console API authenticates its whole /v1 subtree in one hook: a route answers 401 without a live
// session unless it is declared public where it is registered. A new route is protected by default.

/** The console API's public routes, and only these (a new one must be declared, and listed here). */
const PUBLIC_ROUTES = [
  'POST /v1/auth/login',
  'POST /v1/auth/login/second-factor',
  'POST /v1/auth/refresh-token',
  'POST /v1/auth/logout',
  'POST /v1/auth/forgot-password',
  'GET /v1/auth/one-time/:token',
  'POST /v1/auth/reset-password',
  'POST /v1/auth/accept-invite',
  'GET /v1/auth/branding',
  'POST /v1/auth/sso/start',
  'POST /v1/auth/passkey/options',
  'POST /v1/auth/passkey',
];

let t: TestApp;
const routes: { method: string; url: string; isPublic: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/v1/')) return;
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      for (const method of methods)
        routes.push({ method, url: route.url, isPublic: route.config?.public === true });
    },
  });
});
afterAll(() => t.close());

// Any id-like value will do: the session check comes before parameters are parsed.
const addressOf = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('the console API without a session', () => {
  it('declares exactly the public routes as public', () => {
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(PUBLIC_ROUTES),
    );
    expect(routes.filter((r) => r.isPublic)).toHaveLength(PUBLIC_ROUTES.length);
  });

  it('answers 401 on every other route, before its input is read', async () => {
    const guarded = routes.filter((r) => !r.isPublic);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: { 'x-functions-key': FUNCTIONS_KEY },
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('lets the public routes read their input (a broken body is a 400, not a 401)', async () => {
    for (const route of routes.filter((r) => r.isPublic)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: { 'x-functions-key': FUNCTIONS_KEY, 'content-type': 'application/json' },
        ...(route.method === 'POST' ? { payload: '{' } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });
});
