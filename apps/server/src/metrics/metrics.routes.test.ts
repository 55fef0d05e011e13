import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../jobs/job-kinds.ts';
import { bearer, registerManaged } from '../test/extension-kit.ts';
import { seedWorld } from '../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../test/harness.ts';

const TOKEN = 'scrape-me-0123456789';
const clock = fixedClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { METRICS_TOKEN: TOKEN } });
  const world = await seedWorld(t);
  token = (await registerManaged(t, world.mspOrg1.licenseKey)).token;
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
const report = (eventId: string, detectionTime = new Date(clock.now().getTime() - 60_000)) =>
  t.app.inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: bearer(token),
    payload: { eventId, type: 0, url: 'https://login.example/', detectionTime: detectionTime.toISOString() },
  });

describe('GET /metrics', () => {
  it('answers 401 in the usual error shape without the token, or with a wrong one', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('UNAUTHORIZED');
    }
  });

  it('counts requests by route pattern, events by outcome, and reads queue depth and age', async () => {
    const id = randomUUID();
    expect((await report(id)).statusCode).toBe(200);
    expect((await report(id)).statusCode).toBe(200);
    // A detection an hour ahead of the clock is refused for its content.
    expect((await report(randomUUID(), new Date(clock.now().getTime() + 3_600_000))).statusCode).toBe(400);
    await t.app.inject({ url: '/healthz' });
    await t.deps.queue.enqueue(t.deps.database.db, JOBS.incidentAlert, { customerId: 1 });
    clock.advance(90_000);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('baitwatch_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toContain(
      'baitwatch_http_requests_total{method="POST",route="/extension/v1/events",status="200"} 2',
    );
    expect(text).toMatch(
      /baitwatch_http_request_duration_seconds_count\{method="POST",route="\/extension\/v1\/events"\} 3/,
    );
    expect(text).toContain('baitwatch_events_total{outcome="stored"} 1');
    expect(text).toContain('baitwatch_events_total{outcome="repeated"} 1');
    expect(text).toContain('baitwatch_events_total{outcome="refused"} 1');
    // The alert job queued above, 90 s ago, and the reported event's own incident alert (delayed).
    expect(text).toMatch(/baitwatch_jobs_pending\{queue="alerts\.incidents"\} [1-9]/);
    expect(text).toContain('baitwatch_jobs_oldest_pending_age_seconds{queue="alerts.incidents"} 90');
  });

  it('is not served without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
