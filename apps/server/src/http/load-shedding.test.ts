import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors.ts';
import { MACHINE_SURFACES, shedSurfaceWhenBusy, shedWhenTheProcessLags } from './load-shedding.ts';

// Overload is answered at once: 503 with Retry-After and OVERLOADED, before any work, never a wait
// that ends in a time-out; a saturated database pool is overload, not an outage.

const overloadedAnswer = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect((res.json() as { errors: { code: string }[] }).errors[0]?.code).toBe(ERROR_CODES.overloaded);
};

describe('shedding a machine surface', () => {
  it('answers 503 at once past its requests in flight, and serves again when they end', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const shed: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await app.register(async (scope) => {
      shedSurfaceWhenBusy(scope, 'soc', { onShed: (s) => shed.push(s) });
      scope.get('/slow', async () => {
        await held;
        return { ok: true };
      });
    });
    const max = MACHINE_SURFACES.soc.maxInFlight;
    const inFlight = Array.from({ length: max }, () => app.inject({ url: '/slow' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    overloadedAnswer(await app.inject({ url: '/slow' }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(shed).toEqual(['soc']);
    release();
    expect((await Promise.all(inFlight)).map((r) => r.statusCode)).toEqual(Array(max).fill(200));
    expect((await app.inject({ url: '/slow' })).statusCode).toBe(200);
  });

  it('answers 503 at once while the database pool has a queue', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    let waiting = 0;
    await app.register(async (scope) => {
      shedSurfaceWhenBusy(scope, 'extension', {
        poolUse: () => ({ total: 10, idle: 0, waiting }),
        onShed: () => {},
      });
      scope.get('/config', async () => ({ ok: true }));
    });
    expect((await app.inject({ url: '/config' })).statusCode).toBe(200);
    waiting = MACHINE_SURFACES.extension.maxPoolWaiting + 1;
    overloadedAnswer(await app.inject({ url: '/config' }));
  });
});

describe('a saturated database pool', () => {
  it('is answered as overload, where an unreachable database is an outage', async () => {
    let saturated = true;
    const shed: string[] = [];
    const app = Fastify({ logger: false });
    installErrorHandler(app, { poolSaturated: () => saturated, onShed: (s) => shed.push(s) });
    app.get('/wait', () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    overloadedAnswer(await app.inject({ url: '/wait' }));
    expect(shed).toEqual(['pool']);
    saturated = false;
    const outage = await app.inject({ url: '/wait' });
    expect(outage.statusCode).toBe(503);
    expect(outage.json().errors[0].code).toBe(ERROR_CODES.unavailable);
  });
});

describe('a lagging event loop', () => {
  it("sheds the API calls of the process (never liveness or the console's page) while its loop lags", async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    await shedWhenTheProcessLags(app, () => {});
    app.get('/v1/any', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/login', async () => 'the console page');
    await app.ready();
    expect((await app.inject({ url: '/v1/any' })).statusCode).toBe(200);
    // Three seconds of blocked loop: the next sample measures the lag.
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    overloadedAnswer(await app.inject({ url: '/v1/any' }));
    // Liveness and the console's page are answered all the same.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/login' })).statusCode).toBe(200);
    await app.close();
  });
});
