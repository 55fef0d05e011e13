import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { UNTRUSTED_CONTENT_CSP } from '../../http/security-headers.ts';
import { postEventMultipart, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BLOB_STORE_KINDS, startS3Server, type TestS3Server } from '../../test/s3-server.ts';

// Every test here runs against the local disk and against an S3 protocol server (BLOB_STORE).
describe.each(BLOB_STORE_KINDS)('blobs in the %s store', (kind) => {
  let t: TestApp;
  let s3: TestS3Server | null;
  let world: World;
  let jpeg: Buffer;
  let address: { c: string; p: string; b: string };
  const HTML =
    '<html><body><form action="https://collect.example/"><input type="password"></form></body></html>';

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : null;
    t = await createTestApp({ env: s3?.env() });
    expect(t.deps.config.blobStore.kind).toBe(kind);
    world = await seedWorld(t);
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const { token, installId } = await registerManaged(t, world.mspOrg1.licenseKey);
    const eventId = randomUUID();
    const res = await postEventMultipart(
      t,
      token,
      {
        eventId,
        type: 0,
        url: 'https://login.example.net/',
        detectionTime: new Date().toISOString(),
        detectionBoxes: [{ label: 'password field', score: 0.91, x: 100, y: 200, width: 300, height: 40 }],
      },
      { screenshot: jpeg, html: HTML },
    );
    expect(res.statusCode).toBe(200);
    await t.deps.queue.drain();
    address = { c: world.mspOrg1.blobContainer, p: `${world.mspOrg1.id}/${installId}`, b: eventId };
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const get = async (
    who: WorldUser | null,
    query: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      url: `/storage/blob?${new URLSearchParams(query)}`,
      headers: { ...(who ? await asUser(t, world, who) : {}), ...headers },
    });

  describe('evidence jobs', () => {
    it('made the thumbnail and the marked screenshot, and flagged the event', async () => {
      const [row] = await t.deps.database.db.select().from(events).where(eq(events.eventId, address.b));
      expect(row).toMatchObject({ hasResized: true, hasMarked: true });
      const [, installId] = address.p.split('/');
      const resized = await t.deps.blobs.get(address.c, address.p, `${address.b}_resized`);
      expect((await sharp(resized as Buffer).metadata()).width).toBe(400);
      const marked = await t.deps.blobs.get(address.c, address.p, `${address.b}_marked`);
      const meta = await sharp(marked as Buffer).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([900, 600, 'jpeg']);
      // The box outline is drawn in red where the box lies; the white page stays white elsewhere.
      const { data, info } = await sharp(marked as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const reddish = ([r = 0, g = 0, b = 0]: number[]) => r - Math.max(g, b) > 80;
      // Along the box's bottom edge (y = 240) and left edge (x = 100), beside the JPEG blur.
      const nearEdge = (x: number, y: number, dx: number, dy: number) =>
        [-2, -1, 0, 1, 2].some((d) => reddish(pixel(x + d * dx, y + d * dy)));
      expect([150, 250, 350].every((x) => nearEdge(x, 240, 0, 1))).toBe(true);
      expect([210, 225].every((y) => nearEdge(100, y, 1, 0))).toBe(true);
      expect(pixel(700, 500)).toEqual([255, 255, 255]);
      expect(installId).toBeTruthy();
    });
  });

  describe('GET /storage/blob', () => {
    const allowed: WorldUser[] = ['provider', 'msp', 'customer'];

    it.each(ALL_USERS)('answers the screenshot to %s only within its scope', async (who) => {
      const res = await get(who, { ...address, t: 'i' });
      if (allowed.includes(who)) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data[0].data).toBe(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
        expect(res.headers['cache-control']).toBe('private, max-age=300');
      } else {
        expect(res.statusCode).toBe(403);
      }
      // A browser must never sniff tenant evidence (phishing HTML) into something it renders.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers the page HTML as text, and the thumbnail', async () => {
      const html = await get('customer', { ...address, t: 'h' });
      expect(html.json()).toEqual({ data: [{ data: HTML }] });
      const thumb = await get('msp', { ...address, b: `${address.b}_resized`, t: 'i' });
      expect(thumb.json().data[0].data).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    });

    it('gives the marked screenshot (Vision Analysis) to the provider only', async () => {
      const query = { ...address, b: `${address.b}_marked`, t: 'i' };
      expect((await get('provider', query)).statusCode).toBe(200);
      expect((await get('msp', query)).statusCode).toBe(403);
      expect((await get('customer', query)).statusCode).toBe(403);
    });

    it('answers 404 for a missing blob or a container that is not the organization’s', async () => {
      expect((await get('provider', { ...address, b: randomUUID(), t: 'i' })).statusCode).toBe(404);
      expect(
        (await get('provider', { ...address, c: world.foreignOrg.blobContainer, t: 'i' })).statusCode,
      ).toBe(404);
      expect((await get('provider', { ...address, b: `${address.b}_resized`, t: 'h' })).statusCode).toBe(404);
    });

    it('answers every variant, and every refusal, as JSON that a browser will not sniff, run or frame', async () => {
      const variants: [WorldUser | null, Record<string, string>, number][] = [
        ['customer', { ...address, t: 'h' }, 200],
        ['customer', { ...address, t: 'i' }, 200],
        ['msp', { ...address, b: `${address.b}_resized`, t: 'i' }, 200],
        ['provider', { ...address, b: `${address.b}_marked`, t: 'i' }, 200],
        ['customer', { ...address, b: `${address.b}_marked`, t: 'i' }, 403],
        ['provider', { ...address, b: randomUUID(), t: 'h' }, 404],
        ['provider', { ...address, t: 'x' }, 400],
        [null, { ...address, t: 'h' }, 401],
      ];
      for (const [who, query, status] of variants) {
        // Asking for HTML changes nothing: the answer is JSON whatever the browser would prefer.
        const res = await get(who, query, { 'x-functions-key': 'baitwatch-console', accept: 'text/html' });
        expect([res.statusCode, res.headers['content-type']]).toEqual([
          status,
          'application/json; charset=utf-8',
        ]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe(UNTRUSTED_CONTENT_CSP);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('answers 400 for malformed parameters, 401 without a session, 403 without the functions key', async () => {
      const bad = await get('provider', { ...address, p: '../etc', t: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['x-content-type-options']).toBe('nosniff');
      const anonymous = await get(null, { ...address, t: 'i' }, { 'x-functions-key': 'baitwatch-console' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
      const headers = await asUser(t, world, 'provider');
      const noKey = await t.app.inject({
        url: `/storage/blob?${new URLSearchParams({ ...address, t: 'i' })}`,
        headers: { authorization: headers.authorization as string },
      });
      expect(noKey.statusCode).toBe(403);
    });
  });
});
