import { randomUUID } from 'node:crypto';
import { TEXT_MESSAGES } from '@baitwatch/contracts/common/text';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { customers, events } from '../../../db/schema/index.ts';
import { multipartBody } from '../../../lib/multipart-body.ts';
import { bearer, postEventMultipart, registerManaged } from '../../../test/extension-kit.ts';
import { asUser, seedWorld, type World } from '../../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/harness.ts';

const clock = fixedClock();
let t: TestApp;
let world: World;
let tokenA: string;
let tokenB: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  tokenA = (await registerManaged(t, world.mspOrg1.licenseKey, { osUserId: 'ACME\\alice' })).token;
  tokenB = (await registerManaged(t, world.foreignOrg.licenseKey)).token;
  jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const event = (overrides: object = {}) => ({
  eventId: randomUUID(),
  type: 0,
  url: 'https://paypal.com.secure-login.example/signin',
  detectionTime: new Date(clock.now().getTime() - 60_000).toISOString(),
  brands: ['PayPal'],
  domainIPAddress: '203.0.113.7',
  ...overrides,
});
const postJson = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/extension/v1/events', headers: bearer(token), payload });
const storedRows = (eventId: string) =>
  t.deps.database.db.select().from(events).where(eq(events.eventId, eventId));
const thumbnailJobs = async (eventId: string) =>
  Number(
    rowsOf<{ n: string | number }>(
      await t.deps.database.db.execute(
        sql`select count(*) as n from jobs where queue = 'evidence.resize' and lower(payload->>'eventId') = ${eventId.toLowerCase()}`,
      ),
    )[0]?.n,
  );
const blob = (customerId: number, installId: string, name: string) =>
  t.deps.blobs.get(`org-${customerId}`, `${customerId}/${installId}`, name);

describe('POST /extension/v1/events', () => {
  it('stores a metadata-only event with the user and browser of the install, once', async () => {
    const e = event({
      userAction: 'Close',
      deviceType: 'M',
      brands: ['PayPal', 'Wells "Fargo"', 'back\\slash, {x}'],
    });
    const first = await postJson(tokenA, e);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ eventId: e.eventId, customerId: world.mspOrg1.id });
    const retry = await postJson(tokenA, { ...e, url: 'https://changed.example/' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await storedRows(e.eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: e.url,
      type: 0,
      userAction: 'Close',
      deviceType: 'M',
      modelCode: 'PP1',
      osUserId: 'ACME\\alice',
      os: 'Windows',
      browserName: 'Chrome',
      hasScreenshot: false,
      brands: ['PayPal', 'Wells "Fargo"', 'back\\slash, {x}'],
      received: clock.now(),
    });
  });

  it('stores the screenshot and HTML before answering; a retry changes nothing', async () => {
    const e = event();
    const res = await postEventMultipart(t, tokenA, e, {
      screenshot: jpeg,
      html: '<html><form></form></html>',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await storedRows(e.eventId);
    expect(row).toMatchObject({ hasScreenshot: true, hasHtml: true });
    const installId = row?.installId as string;
    expect(await blob(world.mspOrg1.id, installId, e.eventId)).toEqual(jpeg);
    expect((await blob(world.mspOrg1.id, installId, `${e.eventId}.html`))?.toString()).toBe(
      '<html><form></form></html>',
    );

    const other = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const retry = await postEventMultipart(t, tokenA, e, { screenshot: other, html: 'changed' });
    expect(retry.json()).toEqual(res.json());
    expect(await storedRows(e.eventId)).toHaveLength(1);
    expect(await blob(world.mspOrg1.id, installId, e.eventId)).toEqual(jpeg);
    // Its thumbnail job was queued with the event, and not again by the retry.
    expect(await thumbnailJobs(e.eventId)).toBe(1);
  });

  it('takes an event id in capitals as the same event', async () => {
    const e = event({ eventId: randomUUID().toUpperCase() });
    const first = await postEventMultipart(t, tokenA, e, { screenshot: jpeg });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ eventId: e.eventId, customerId: world.mspOrg1.id });
    const retry = await postEventMultipart(t, tokenA, { ...e, eventId: e.eventId.toLowerCase() }, {});
    expect(retry.json().id).toBe(first.json().id);
    expect(await storedRows(e.eventId.toLowerCase())).toHaveLength(1);
    expect(await thumbnailJobs(e.eventId)).toBe(1);
  });

  it('answers 400 naming each invalid field', async () => {
    const res = await postJson(tokenA, {
      eventId: 'x',
      type: 9,
      url: 'javascript:alert(1)',
      brands: 'PayPal',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { desc: string }) => e.desc.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['eventId', 'type', 'url', 'detectionTime', 'brands']));
    const future = await postJson(
      tokenA,
      event({ detectionTime: new Date(clock.now().getTime() + 3_600_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].desc).toBe('detectionTime: must not be in the future');
    const boxes = await postJson(
      tokenA,
      event({ detectionBoxes: [{ label: 'logo', x: -1, y: 0, width: 0, height: 5 }] }),
    );
    expect(boxes.json().errors.map((e: { desc: string }) => e.desc.split(':')[0])).toEqual(
      expect.arrayContaining(['detectionBoxes.0.x', 'detectionBoxes.0.width']),
    );
  });

  it('keeps the reasons the extension gives, and shows them in the event details; refuses malformed ones', async () => {
    const reasons = [
      {
        signal: 'brand-in-title',
        brand: 'PayPal',
        weight: 0.35,
        text: 'The page title names PayPal (“PayPal”)',
      },
      {
        signal: 'credentials-to-brand',
        brand: 'PayPal',
        weight: -0.5,
        text: 'What is typed goes to PayPal’s own site',
      },
    ];
    const e = event({ reasons });
    expect((await postJson(tokenA, e)).statusCode).toBe(200);
    const [row] = await storedRows(e.eventId);
    expect(row?.detectionReasons).toEqual(reasons);
    const details = await t.app.inject({
      method: 'GET',
      url: `/v1/portal/customers/${world.mspOrg1.id}/events/${e.eventId}`,
      headers: await asUser(t, world, 'customer'),
    });
    expect(details.json().detectionReasons).toEqual(reasons);
    const bad = await postJson(tokenA, event({ reasons: [{ signal: '', weight: 2, text: 'x' }] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((x: { desc: string }) => x.desc.split(':')[0])).toEqual(
      expect.arrayContaining(['reasons.0.signal', 'reasons.0.weight']),
    );
    const tooMany = await postJson(tokenA, event({ reasons: Array.from({ length: 41 }, () => reasons[0]) }));
    expect(tooMany.statusCode).toBe(400);
  });

  it('checks the multipart parts by content', async () => {
    const notJpeg = await postEventMultipart(t, tokenA, event(), { screenshot: Buffer.from('GIF89a....') });
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().errors[0].desc).toBe(`screenshot: ${EXTENSION_MESSAGES.screenshotNotJpeg}`);
    const binaryHtml = await postEventMultipart(t, tokenA, event(), {
      html: Buffer.from([0x3c, 0x00, 0xff]),
    });
    expect(binaryHtml.json().errors[0].desc).toBe(`html: ${EXTENSION_MESSAGES.htmlNotText}`);
    const notJson = await postEventMultipart(t, tokenA, '{', {});
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a screenshot that only starts like a JPEG: it must decode', async () => {
    const lookalike = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x41)]);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    for (const screenshot of [lookalike, truncated]) {
      const e = event();
      const res = await postEventMultipart(t, tokenA, e, { screenshot });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].desc).toBe(`screenshot: ${EXTENSION_MESSAGES.screenshotNotJpeg}`);
      expect(await storedRows(e.eventId)).toHaveLength(0);
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await postEventMultipart(t, tokenA, event(), { screenshot: png })).statusCode).toBe(400);
  });

  it('answers 413 for evidence over the limits', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)]);
    const shot = await postEventMultipart(t, tokenA, event(), { screenshot: big });
    expect(shot.statusCode).toBe(413);
    expect(shot.json().errors[0].desc).toMatch(/^screenshot: /);
    const html = await postEventMultipart(t, tokenA, event(), { html: 'a'.repeat(1024 * 1024 + 1) });
    expect(html.statusCode).toBe(413);
    expect(html.json().errors[0].desc).toMatch(/^html: /);
  });

  it('answers 401 without a valid token, and 403 for a cancelled organization', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/extension/v1/events', payload: event() })).statusCode,
    ).toBe(401);
    expect((await postJson('bwx_forged', event())).statusCode).toBe(401);
    const other = await registerManaged(t, world.mspOrg3.licenseKey);
    await t.app.inject({ method: 'DELETE', url: '/extension/v1/install', headers: bearer(other.token) });
    expect((await postJson(other.token, event())).statusCode).toBe(401);

    const cancelled = await registerManaged(t, world.mspOrg2.licenseKey);
    await t.deps.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.id, world.mspOrg2.id));
    expect((await postJson(cancelled.token, event())).statusCode).toBe(403);
    await t.deps.database.db
      .update(customers)
      .set({ isActive: true })
      .where(eq(customers.id, world.mspOrg2.id));
  });

  it('writes only into the organization of the token', async () => {
    const e = event();
    await postJson(tokenA, e);
    // The same event id from another organization is another event, in that organization.
    const b = await postJson(tokenB, e);
    expect(b.json().customerId).toBe(world.foreignOrg.id);
    const rows = await storedRows(e.eventId);
    expect(rows.map((r) => r.customerId).sort()).toEqual([world.mspOrg1.id, world.foreignOrg.id].sort());
    const body = await postJson(tokenB, { ...event(), customerId: world.mspOrg1.id });
    expect(body.json().customerId).toBe(world.foreignOrg.id);
  });
});

describe('concurrent calls, written together (event-writer.ts)', () => {
  it('stores each of many concurrent calls once, answers each its own row, and queues their jobs', async () => {
    // 30 calls at once from two organizations: every fifth a retry of another racing it, the same
    // event id in both organizations twice, screenshots on some.
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const calls = [
      ...ids.map((eventId, i) => ({ token: tokenA, e: event({ eventId }), shot: i % 3 === 0 })),
      ...ids.slice(0, 5).map((eventId, i) => ({
        token: tokenA,
        e: event({ eventId: eventId.toUpperCase() }),
        shot: i % 3 === 0,
      })),
      ...ids.slice(5, 10).map((eventId) => ({ token: tokenB, e: event({ eventId }), shot: true })),
    ];
    const answers = await Promise.all(
      calls.map(({ token, e, shot }) =>
        shot ? postEventMultipart(t, token, e, { screenshot: jpeg }) : postJson(token, e),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    for (const [i, { e, token }] of calls.entries()) {
      const customerId = token === tokenA ? world.mspOrg1.id : world.foreignOrg.id;
      const rows = (await storedRows(e.eventId.toLowerCase())).filter((r) => r.customerId === customerId);
      expect(rows, e.eventId).toHaveLength(1);
      expect(answers[i]?.json()).toEqual({ id: rows[0]?.id, eventId: e.eventId, customerId });
    }
    // One thumbnail job per stored screenshot: ids 0, 3, ..., 18 in A and 5 to 9 in B.
    const withShots = new Set([...ids.filter((_, i) => i % 3 === 0), ...ids.slice(5, 10)]);
    for (const id of withShots) expect(await thumbnailJobs(id), id).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /extension/v1/events/batch', () => {
  const postBatch = async (
    token: string,
    events: object[],
    files: { name: string; value: Buffer | string }[] = [],
  ) => {
    const { body, contentType } = multipartBody([
      { name: 'events', value: JSON.stringify({ events }) },
      ...files.map((f) => ({ ...f, filename: f.name, type: 'application/octet-stream' })),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/extension/v1/events/batch',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };

  it('stores each event once, with its own evidence, and answers in order', async () => {
    const [a, b, c] = [event(), event({ type: 3 }), event({ type: 4 })];
    const res = await postBatch(
      tokenA,
      [a, b, c],
      [
        { name: `screenshot.${a.eventId}`, value: jpeg },
        { name: `html.${a.eventId}`, value: '<html>a</html>' },
        { name: `html.${c.eventId}`, value: '<html>c</html>' },
      ],
    );
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { eventId: string }) => r.eventId)).toEqual([a.eventId, b.eventId, c.eventId]);
    const [rowA] = await storedRows(a.eventId);
    expect(rowA).toMatchObject({ hasScreenshot: true, hasHtml: true });
    expect((await storedRows(c.eventId))[0]).toMatchObject({ hasScreenshot: false, hasHtml: true });
    expect(await blob(world.mspOrg1.id, rowA?.installId as string, a.eventId)).toEqual(jpeg);

    // A retry of part of the batch, as JSON, answers the same ids and stores nothing new.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/events/batch',
      headers: bearer(tokenA),
      payload: { events: [c, a] },
    });
    expect(retry.json().results).toEqual([results[2], results[0]]);
    expect(await storedRows(a.eventId)).toHaveLength(1);
  });

  it('stores the valid events of a batch and answers per event which were refused and why', async () => {
    const [good, withNul, badUrl, alsoGood] = [
      event(),
      event({ brands: ['Pay\u0000Pal'] }),
      event({ url: 'nope' }),
      event({ type: 3 }),
    ];
    const batch = [good, withNul, badUrl, alsoGood, good, 'not an event'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/events/batch',
      headers: bearer(tokenA),
      payload: { events: batch },
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    const validation = (desc: string) => ({ code: 'VALIDATION', desc });
    expect(results).toEqual([
      { status: 'stored', id: expect.any(Number), eventId: good.eventId, customerId: world.mspOrg1.id },
      {
        status: 'refused',
        index: 1,
        eventId: withNul.eventId,
        errors: [validation(`brands.0: ${TEXT_MESSAGES.invalidText}`)],
      },
      {
        status: 'refused',
        index: 2,
        eventId: badUrl.eventId,
        errors: [expect.objectContaining({ desc: expect.stringMatching(/^url: /) })],
      },
      { status: 'stored', id: expect.any(Number), eventId: alsoGood.eventId, customerId: world.mspOrg1.id },
      {
        status: 'refused',
        index: 4,
        eventId: good.eventId,
        errors: [validation('eventId: appears more than once in this batch')],
      },
      {
        status: 'refused',
        index: 5,
        eventId: null,
        errors: [expect.objectContaining({ code: 'VALIDATION' })],
      },
    ]);
    expect(await storedRows(good.eventId)).toHaveLength(1);
    expect(await storedRows(alsoGood.eventId)).toHaveLength(1);
    expect(await storedRows(withNul.eventId)).toHaveLength(0);

    // The extension's retry of the same queue: the same answers, nothing stored twice, never stuck.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/events/batch',
      headers: bearer(tokenA),
      payload: { events: batch },
    });
    expect(retry.json().results).toEqual(results);
    expect(await storedRows(good.eventId)).toHaveLength(1);
  });

  it('refuses an event for its evidence alone, and stores the others with theirs', async () => {
    const [shot, gif, text] = [event(), event(), event()];
    const res = await postBatch(
      tokenA,
      [shot, gif, text],
      [
        { name: `screenshot.${shot.eventId}`, value: jpeg },
        { name: `screenshot.${gif.eventId}`, value: 'GIF89a' },
        { name: `html.${text.eventId}`, value: Buffer.from([0x3c, 0x00, 0xff]) },
      ],
    );
    expect(res.statusCode).toBe(200);
    const [a, b, c] = res.json().results;
    expect(a).toMatchObject({ status: 'stored', eventId: shot.eventId });
    expect(b).toEqual({
      status: 'refused',
      index: 1,
      eventId: gif.eventId,
      errors: [
        { code: 'VALIDATION', desc: `screenshot.${gif.eventId}: ${EXTENSION_MESSAGES.screenshotNotJpeg}` },
      ],
    });
    expect(c.errors[0].desc).toBe(`html.${text.eventId}: ${EXTENSION_MESSAGES.htmlNotText}`);
    const [row] = await storedRows(shot.eventId);
    expect(await blob(world.mspOrg1.id, row?.installId as string, shot.eventId)).toEqual(jpeg);
    expect(await storedRows(gif.eventId)).toHaveLength(0);
  });

  it('answers 400 for a batch that is not one: no list, an empty or too long list, stray evidence', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/extension/v1/events/batch', headers: bearer(tokenA), payload });
    for (const payload of [{}, { events: 'x' }, { events: [] }, { events: Array(51).fill(event()) }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].desc).toMatch(/^events: /);
    }
    const stray = randomUUID();
    const res = await postBatch(tokenA, [event()], [{ name: `screenshot.${stray}`, value: jpeg }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].desc).toBe(`${stray}: evidence for an event not in this batch`);
    expect((await postBatch(tokenA, [event()], [{ name: 'pdf.x', value: 'x' }])).statusCode).toBe(400);
  });
});

describe('POST /extension/v1/scans', () => {
  it('stores counts per hour; a retry or a lower count does not add', async () => {
    const hour = new Date(
      Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000 - 3_600_000,
    ).toISOString();
    const post = (count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/extension/v1/scans',
        headers: bearer(tokenA),
        payload: { periods: [{ periodStart: hour, count }] },
      });
    expect((await post(12)).json()).toEqual({ stored: 1 });
    await post(12);
    await post(5);
    await post(20);
    const rows = await t.deps.database.db.execute(
      `select count, customer_id from login_page_scans where period_start = '${hour}'`,
    );
    expect(rowsOf<{ count: number }>(rows).map((r) => r.count)).toEqual([20]);
  });

  it('refuses periods that do not start on the hour or lie ahead', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/scans',
      headers: bearer(tokenA),
      payload: { periods: [{ periodStart: '2026-11-20T10:30:00Z', count: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].desc).toBe('periods.0.periodStart: must be the start of an hour (UTC)');
    const ahead = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/scans',
      headers: bearer(tokenA),
      payload: { periods: [{ periodStart: '2026-11-21T10:00:00Z', count: 1 }] },
    });
    expect(ahead.json().errors[0].desc).toBe('periods.0.periodStart: must not be in the future');
  });
});
