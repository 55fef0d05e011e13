import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../test/harness.ts';

// A console build of one page, so the SPA fallback serves /login here as in production.
const web = mkdtempSync(join(tmpdir(), 'bw-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp({ env: { WEB_DIST: web } });
  https = await createTestApp({ env: { WEB_DIST: web, PUBLIC_URL: 'https://console.example' } });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  rmSync(web, { recursive: true, force: true });
});

const CSP =
  "default-src 'self';base-uri 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
  "object-src 'none';frame-ancestors 'none';form-action 'self'";

const ANSWERS: Record<string, (t: TestApp) => Promise<LightMyRequestResponse>> = {
  'the login page': (t) => t.app.inject({ url: '/login' }),
  'an API answer': (t) =>
    t.app.inject({ url: '/v1/auth/branding', headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY } }),
  'an API refusal': (t) => t.app.inject({ url: '/v1/users' }),
  'an unknown API route': (t) => t.app.inject({ url: '/v1/no-such-route' }),
  'the extension API': (t) => t.app.inject({ url: '/extension/v1/openapi.json' }),
  'the health check': (t) => t.app.inject({ url: '/healthz' }),
};

describe('security headers', () => {
  it.each(Object.entries(ANSWERS))('%s carries the strict policy', async (_name, answer) => {
    const res = await answer(http);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Plain http (a laptop, the demo): HSTS would only be ignored.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the console page as HTML under that policy', async () => {
    const res = await http.app.inject({ url: '/login' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('adds HSTS when the console is served over https', async () => {
    for (const url of ['/login', '/healthz', '/v1/users']) {
      const res = await https.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(CSP);
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const untrusted = await http.app.inject({ url: '/healthz', headers: forwarded });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    try {
      const trusted = await proxied.app.inject({ url: '/healthz', headers: forwarded });
      expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});
