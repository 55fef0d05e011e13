import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('extension API documentation', () => {
  it('serves an OpenAPI document of the extension API only', async () => {
    const res = await t.app.inject('/extension/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/extension/v1/config',
      '/extension/v1/events',
      '/extension/v1/events/batch',
      '/extension/v1/heartbeat',
      '/extension/v1/install',
      '/extension/v1/register/managed',
      '/extension/v1/register/manual/start',
      '/extension/v1/register/manual/verify',
      '/extension/v1/scans',
    ]);
    const body = doc.paths['/extension/v1/events'].post.requestBody.content;
    expect(Object.keys(body).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(body['application/json'].schema.required).toEqual(
      expect.arrayContaining(['eventId', 'type', 'url']),
    );
    expect(body['multipart/form-data'].schema.properties.screenshot.format).toBe('binary');

    // A batch documents each event as POST /events does, and its per-event answer.
    const batch = doc.paths['/extension/v1/events/batch'].post;
    const events = batch.requestBody.content['application/json'].schema.properties.events;
    expect(events.maxItems).toBe(50);
    expect(events.items.required).toEqual(expect.arrayContaining(['eventId', 'type', 'url']));
    const result = batch.responses['200'].content['application/json'].schema.properties.results.items;
    const statuses = result.oneOf.map(
      (branch: { properties: { status: { enum: string[] } } }) => branch.properties.status.enum[0],
    );
    expect(statuses.sort()).toEqual(['refused', 'stored']);
    expect(doc.components.securitySchemes.installToken.scheme).toBe('bearer');
  });

  it('renders the docs with their own assets (no network needed)', async () => {
    const page = await t.app.inject('/extension/v1/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const css = await t.app.inject('/extension/v1/docs/static/swagger-ui.css');
    expect(css.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
  });
});
