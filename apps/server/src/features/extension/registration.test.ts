import { REGISTRATION_CODE_MAX_ATTEMPTS } from '@baitwatch/contracts/extension/limits';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDetails, extensionInstalls, extensionUsers } from '../../db/schema/index.ts';
import { bearer, CLIENT, registerManaged } from '../../test/extension-kit.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';

const clock = fixedClock();
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.0.${++ip % 250}` });
const codeMailedTo = async (email: string) => {
  const mail = (await t.deps.mailer.recent(20)).find((m) => m.to === email);
  return /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
};

describe('managed registration', () => {
  it('creates the extension user, its browser details and an install token', async () => {
    const creds = await registerManaged(t, world.mspOrg1.licenseKey, {
      osUserId: 'ACME\\jdoe',
      osUuid: 'UUID-1',
    });
    expect(creds.customerId).toBe(world.mspOrg1.id);
    expect(creds.token).toMatch(/^bwx_/);
    expect(creds.configEtag).toMatch(/^".+"$/);
    const [user] = await t.deps.database.db
      .select()
      .from(extensionUsers)
      .where(
        and(eq(extensionUsers.customerId, world.mspOrg1.id), eq(extensionUsers.id, creds.extensionUserId)),
      );
    expect(user).toMatchObject({ osUserId: 'ACME\\jdoe', osUuid: 'UUID-1', name: 'ACME\\jdoe' });
    const browsers = await t.deps.database.db
      .select()
      .from(browserDetails)
      .where(eq(browserDetails.extensionUserId, creds.extensionUserId));
    expect(browsers).toHaveLength(1);
    expect(browsers[0]).toMatchObject({ os: 'Windows', browser: 'Chrome', extensionVersion: '3.4.1' });
  });

  it('finds the same user again on a reinstall, with a second install', async () => {
    const a = await registerManaged(t, world.mspOrg2.licenseKey, { osUserId: 'u', osUuid: 'SAME' });
    const b = await registerManaged(t, world.mspOrg2.licenseKey, {
      osUserId: 'u',
      osUuid: 'SAME',
      browser: 'Edge',
    });
    expect(b.extensionUserId).toBe(a.extensionUserId);
    expect(b.installId).not.toBe(a.installId);
    const browsers = await t.deps.database.db
      .select()
      .from(browserDetails)
      .where(eq(browserDetails.extensionUserId, a.extensionUserId));
    expect(browsers.map((r) => r.browser).sort()).toEqual(['Chrome', 'Edge']);
  });

  it('revokes the old token when the same OS identity registers again in the same browser', async () => {
    const identity = { osUserId: 'ACME\\again', osUuid: 'UUID-AGAIN' };
    const heartbeat = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/extension/v1/heartbeat',
        headers: bearer(token),
        payload: CLIENT,
      });
    const first = await registerManaged(t, world.mspOrg1.licenseKey, identity);
    // The token is in use (and remembered by this process) when the machine registers again.
    expect((await heartbeat(first.token)).statusCode).toBe(200);
    const again = await registerManaged(t, world.mspOrg1.licenseKey, identity);
    expect(again.extensionUserId).toBe(first.extensionUserId);
    expect((await heartbeat(first.token)).statusCode).toBe(401);
    expect((await heartbeat(again.token)).statusCode).toBe(200);

    // Another browser of the same person is another install: both stay.
    const edge = await registerManaged(t, world.mspOrg1.licenseKey, { ...identity, browser: 'Edge' });
    expect((await heartbeat(again.token)).statusCode).toBe(200);
    expect((await heartbeat(edge.token)).statusCode).toBe(200);
    const [revoked] = await t.deps.database.db
      .select({ revokedAt: extensionInstalls.revokedAt })
      .from(extensionInstalls)
      .where(eq(extensionInstalls.id, first.installId));
    expect(revoked?.revokedAt).toEqual(clock.now());
  });

  it('refuses an unknown license key and names invalid fields', async () => {
    const bad = await post('/extension/v1/register/managed', {
      licenseKey: 'nope',
      osUserId: 'u',
      osComputerName: 'c',
      osUuid: 'x',
      ...CLIENT,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].desc).toBe(`licenseKey: ${EXTENSION_MESSAGES.invalidLicenseKey}`);
    const invalid = await post('/extension/v1/register/managed', {
      licenseKey: 'k',
      os: 'BeOS',
      browser: 'Chrome',
    });
    expect(invalid.statusCode).toBe(400);
    const descs: string[] = invalid.json().errors.map((e: { desc: string }) => e.desc);
    for (const f of ['osUserId', 'osComputerName', 'osUuid', 'os', 'extensionVersion'])
      expect(descs.some((d) => d.startsWith(`${f}: `))).toBe(true);
  });
});

describe('manual registration', () => {
  const email = 'jane@acme.test';
  const start = () =>
    post('/extension/v1/register/manual/start', { licenseKey: world.mspOrg1.licenseKey, email });
  const verify = (code: string) =>
    post('/extension/v1/register/manual/verify', {
      licenseKey: world.mspOrg1.licenseKey,
      email,
      code,
      ...CLIENT,
    });

  it('emails a six-digit code, then exchanges it for an install', async () => {
    const started = await start();
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      expiresInSeconds: 600,
      maxAttempts: REGISTRATION_CODE_MAX_ATTEMPTS,
    });
    const code = await codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(code!);
    expect(res.statusCode).toBe(201);
    const [user] = await t.deps.database.db
      .select()
      .from(extensionUsers)
      .where(eq(extensionUsers.id, res.json().extensionUserId));
    expect(user).toMatchObject({ email, osUuid: null });
    // A used code cannot be used twice.
    expect((await verify(code!)).json().errors[0].desc).toBe(`code: ${EXTENSION_MESSAGES.codeExpired}`);
  });

  it('refuses an expired code', async () => {
    await start();
    const code = await codeMailedTo(email);
    clock.advance(11 * 60_000);
    const res = await verify(code!);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].desc).toBe(`code: ${EXTENSION_MESSAGES.codeExpired}`);
  });

  it('allows five attempts, then refuses even the right code', async () => {
    await start();
    const code = (await codeMailedTo(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < REGISTRATION_CODE_MAX_ATTEMPTS; i++)
      expect((await verify(wrong)).json().errors[0].desc).toBe(`code: ${EXTENSION_MESSAGES.codeIncorrect}`);
    expect((await verify(wrong)).json().errors[0].desc).toBe(
      `code: ${EXTENSION_MESSAGES.codeAttemptsExceeded}`,
    );
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].desc).toBe(`code: ${EXTENSION_MESSAGES.codeAttemptsExceeded}`);
  });

  it('limits code requests per email', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/extension/v1/register/manual/start',
        remoteAddress: '10.2.0.1',
        payload: { licenseKey: world.mspOrg1.licenseKey, email: 'flood@acme.test' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('install token', () => {
  it('is revoked by DELETE /install and then refused', async () => {
    const creds = await registerManaged(t, world.mspOrg1.licenseKey);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/extension/v1/install',
      headers: bearer(creds.token),
    });
    expect(revoked.json()).toEqual({ installId: creds.installId, revoked: true });
    const [row] = await t.deps.database.db
      .select({ revokedAt: extensionInstalls.revokedAt })
      .from(extensionInstalls)
      .where(eq(extensionInstalls.id, creds.installId));
    expect(row?.revokedAt).not.toBeNull();
    const after = await t.app.inject({ url: '/extension/v1/config', headers: bearer(creds.token) });
    expect(after.statusCode).toBe(401);
  });
});
