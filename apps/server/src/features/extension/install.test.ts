import { ACTIVE_WINDOW_DAYS } from '@baitwatch/contracts/extension/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertConfigs,
  blockedUrls,
  browserDetails,
  extensionInstalls,
  extensionUsers,
} from '../../db/schema/index.ts';
import { bearer, CLIENT, registerManaged } from '../../test/extension-kit.ts';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { brandPoliciesService } from '../brand-policies/brand-policies.service.ts';

const clock = fixedClock();
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
});
afterAll(() => t.close());

describe('GET /extension/v1/config', () => {
  it('answers the spec defaults, then 304 for the same ETag', async () => {
    const { token } = await registerManaged(t, world.mspOrg1.licenseKey);
    const res = await t.app.inject({ url: '/extension/v1/config', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config).toMatchObject({
      customerId: world.mspOrg1.id,
      organizationName: 'Acme One',
      alertConfig: {
        label: 'Baitwatch',
        showProcessingBanner: true,
        extn_settings: [
          { type: 'incident', report: true, alert: true },
          { type: 'threat', report: true, alert: true },
        ],
      },
      scanConfig: {
        lookupCode: 'PP1',
        ppEnabled: true,
        scanningRuleCode: 'RULE_DEFAULT',
        strMMPolicy: 'BBP1',
      },
      allowedDomains: [],
      blockedUrls: [],
      whitelabel: { brandName: 'Baitwatch' },
    });
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      url: '/extension/v1/config',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes its ETag when the organization changes a setting, and carries active brand policies', async () => {
    const { token } = await registerManaged(t, world.mspOrg2.licenseKey);
    const before = await t.app.inject({ url: '/extension/v1/config', headers: bearer(token) });
    const db = t.deps.database.db;
    await db
      .insert(blockedUrls)
      .values({ customerId: world.mspOrg2.id, displayName: 'Admin', url: 'evil.example.com' });
    await db.insert(alertConfigs).values({
      customerId: world.mspOrg2.id,
      label: 'Acme Guard',
      isLabelConfigured: true,
      extnSettings: [
        { type: 'incident', report: true, alert: false },
        { type: 'threat', report: false, alert: false },
      ],
    });
    await brandPoliciesService({ database: { db } }).create({
      brandName: 'Contoso',
      isActive: true,
      alias: [{ value: 'contoso', isPartialMatch: true }],
      domains: [{ value: 'contoso.com' }],
    });
    const after = await t.app.inject({
      url: '/extension/v1/config',
      headers: { ...bearer(token), 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({
      blockedUrls: ['evil.example.com'],
      alertConfig: { label: 'Acme Guard', extn_settings: [{ alert: false }, { report: false }] },
      brandPolicies: [{ brandName: 'Contoso', alias: [{ value: 'contoso' }], domains: ['contoso.com'] }],
    });
  });

  it('refuses a missing or unknown token', async () => {
    expect((await t.app.inject({ url: '/extension/v1/config' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/extension/v1/config', headers: bearer('bwx_nope') })).statusCode,
    ).toBe(401);
  });
});

describe('POST /extension/v1/heartbeat', () => {
  it('marks the install and user as seen, and records a browser change', async () => {
    const creds = await registerManaged(t, world.mspOrg1.licenseKey);
    clock.advance((ACTIVE_WINDOW_DAYS + 1) * 86_400_000);
    const heartbeat = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/extension/v1/heartbeat',
        headers: bearer(creds.token),
        payload: body,
      });
    const res = await heartbeat({ ...CLIENT, browserVersion: '132.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ serverTime: clock.now().toISOString(), configEtag: creds.configEtag });
    const db = t.deps.database.db;
    const [install] = await db
      .select()
      .from(extensionInstalls)
      .where(eq(extensionInstalls.id, creds.installId));
    expect(install?.lastHeartbeatAt).toEqual(clock.now());
    const [user] = await db.select().from(extensionUsers).where(eq(extensionUsers.id, creds.extensionUserId));
    expect(user?.lastSeenAt).toEqual(clock.now());

    await heartbeat({ ...CLIENT, os: 'Linux', browser: 'Firefox' });
    const rows = await db
      .select()
      .from(browserDetails)
      .where(eq(browserDetails.extensionUserId, creds.extensionUserId))
      .orderBy(browserDetails.id);
    // Registration, a version bump (kept in place), then a browser and OS change (a new row).
    expect(rows.map((r) => `${r.os}/${r.browser}/${r.browserVersion}`)).toEqual([
      'Windows/Chrome/132.0',
      'Linux/Firefox/131.0',
    ]);
  });

  it('names the invalid fields', async () => {
    const { token } = await registerManaged(t, world.mspOrg1.licenseKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/heartbeat',
      headers: bearer(token),
      payload: { browser: '', os: 'Windows' },
    });
    expect(res.statusCode).toBe(400);
    const descs = res.json().errors.map((e: { desc: string }) => e.desc.split(':')[0]);
    expect(descs).toEqual(expect.arrayContaining(['browser', 'extensionVersion']));
  });
});
