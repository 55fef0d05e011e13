import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('refuses console calls without the functions key', async () => {
    const res = await t.app.inject('/v1/portal/customers');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('FORBIDDEN');
  });

  it('answers unknown routes with the error shape', async () => {
    const res = await t.app.inject('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
