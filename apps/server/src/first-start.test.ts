import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/passwords.ts';
import { rowsOf } from './db/rows.ts';
import { adminUsers, customers, tenants } from './db/schema/index.ts';
import { runDemoWhitelabel } from './demo/demo-whitelabel.ts';
import { seedOnFirstStart } from './first-start.ts';
import { importReferenceData } from './seed/reference-data.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from './test/harness.ts';

/** Row counts of whole tables, or of one lookup list. */
async function count(t: TestApp, from: string, where = 'true') {
  const result = await t.deps.database.db.execute(
    sql.raw(`select count(*)::int as n from ${from} where ${where}`),
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
const lookupCount = (t: TestApp, lookupId: string) => count(t, 'lookups', `lookup_id = '${lookupId}'`);

async function login(t: TestApp, email: string) {
  const db = t.deps.database.db;
  const [user] = await db
    .select({
      role: adminUsers.role,
      passwordHash: adminUsers.passwordHash,
      licenseType: customers.licenseType,
      tenantName: tenants.tenantName,
    })
    .from(adminUsers)
    .leftJoin(customers, eq(customers.id, adminUsers.customerId))
    .leftJoin(tenants, eq(tenants.id, adminUsers.tenantId))
    .where(eq(adminUsers.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return { ...user, passwordOk: await verifyPassword(user.passwordHash, 'Baitwatch-demo-1') };
}

// Each seed imports the 150,000 cities into a fresh in-memory database: seconds alone, much longer on a
// busy machine, hence the generous limits.
const SEED_TIMEOUT_MS = 240_000;

describe('demo world seed', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof seedOnFirstStart>>;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedOnFirstStart(t.deps, t.app.log);
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it('creates the tenants, groups and organizations', async () => {
    expect(await count(t, 'tenants')).toBe(3);
    expect(await count(t, 'tenants', 'is_msp')).toBe(2);
    expect(await count(t, 'tenant_groups')).toBe(4);
    expect(await count(t, 'customers')).toBe(8);
    expect(await count(t, 'customers', 'tenant_as_customer')).toBe(1);
    const northwind = await count(
      t,
      'customers c join tenants t on t.id = c.tenant_id',
      `t.sub_domain = 'northwind'`,
    );
    expect(northwind).toBe(4);
    const licenses = await count(
      t,
      '(select distinct license_type from customers c join tenants t on t.id = c.tenant_id) l',
    );
    expect(licenses).toBe(3);
  });

  it('gives the five documented logins their roles and licenses', async () => {
    expect(await login(t, 'provider@baitwatch.test')).toMatchObject({
      role: 'BaitwatchAdmin',
      passwordOk: true,
    });
    expect(await login(t, 'msp@baitwatch.test')).toMatchObject({
      role: 'TenantAdmin',
      tenantName: 'Northwind MSP',
      passwordOk: true,
    });
    expect(await login(t, 'customer@baitwatch.test')).toMatchObject({
      role: 'CustomerAdmin',
      licenseType: 'PHISHPROTSUITE',
      passwordOk: true,
    });
    expect(await login(t, 'basic@baitwatch.test')).toMatchObject({
      role: 'CustomerAdmin',
      licenseType: 'BASICPHISH',
      passwordOk: true,
    });
    expect(await login(t, 'intel@baitwatch.test')).toMatchObject({
      role: 'CustomerAdmin',
      licenseType: 'TISOC',
      passwordOk: true,
    });
    // Every organization has admins for the admin lists; some invitations are still pending.
    expect(
      await count(t, 'customers c', 'not exists (select 1 from admin_users a where a.customer_id = c.id)'),
    ).toBe(0);
    expect(await count(t, 'admin_users', 'password_hash is null')).toBeGreaterThan(0);
  });

  it('imports the lookup lists from real data', async () => {
    expect(await lookupCount(t, 'LKP_COUNTRY')).toBe(250);
    expect(await lookupCount(t, 'LKP_STATE')).toBeGreaterThan(4_000);
    expect(await lookupCount(t, 'LKP_CITY')).toBeGreaterThan(140_000);
    expect(
      await count(t, 'lookups', `lookup_id = 'LKP_STATE' and str_flex_field_1 = 'US'`),
    ).toBeGreaterThanOrEqual(50);
    expect(
      await count(
        t,
        'lookups',
        `lookup_id = 'LKP_CITY' and str_flex_field_1 = 'US' and str_flex_field_2 = 'WA' and code = 'Seattle'`,
      ),
    ).toBe(1);
    expect(await lookupCount(t, 'LKP_LICENSE_TYPE')).toBe(3);
    expect(await lookupCount(t, 'LKP_INDUSTRY')).toBeGreaterThan(20);
    for (const [list, code] of [
      ['LKP_SCANNING_RULE', 'RULE_DEFAULT'],
      ['LKP_MM_SCANPOLICY', 'BBP1'],
      ['LKP_MM_IMG_SIZE', 'MM_IMG_SIZE_02'],
      ['LKP_SRVC_TYPE', 'PP1'],
      ['LKP_SRVC_TYPE', 'OPENAI1'],
    ]) {
      expect(await count(t, 'lookups', `lookup_id = '${list}' and code = '${code}'`), `${list} ${code}`).toBe(
        1,
      );
    }
  });

  it('creates baseline brand policies with aliases and domains', async () => {
    expect(await count(t, 'brand_policies')).toBeGreaterThanOrEqual(20);
    expect(await count(t, 'brand_policies', 'not is_active')).toBe(1);
    expect(
      await count(
        t,
        'brand_policies p',
        'not exists (select 1 from brand_domains d where d.brand_policy_id = p.id)',
      ),
    ).toBe(0);
    expect(await count(t, 'brand_domains', `value = 'paypal.com'`)).toBe(1);
  });

  it('skips reference lists that are already there (as in the npm start template)', async () => {
    const { db } = t.deps.database;
    const again = await db.transaction((tx) => importReferenceData(db, tx));
    expect(again).toEqual({ lists: 0, countries: 0, states: 0, cities: 0 });
  });

  it('whitelabels Bluefin through the branding service: brand, support email and a PNG logo', async () => {
    if (!world) throw new Error('the demo world was not seeded');
    await runDemoWhitelabel(t.deps, world, t.app.log);
    const res = await t.app.inject({
      url: '/v1/auth/branding',
      headers: { host: 'bluefin.localhost:8080', [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    });
    expect(res.json()).toMatchObject({
      brandName: 'Bluefin Guard',
      supportEmail: 'help@bluefin-security.test',
      isWhitelabel: true,
    });
    const logo = await t.app.inject({ url: res.json().logoUrl });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(await count(t, 'tenants', 'is_customized')).toBe(1);
  });

  it('seeds only once', async () => {
    await seedOnFirstStart(t.deps, t.app.log);
    expect(await count(t, 'tenants')).toBe(3);
    expect(await lookupCount(t, 'LKP_COUNTRY')).toBe(250);
  });
});

describe('seed without the demo (DEMO=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO: '0' } });
  });
  afterAll(() => t.close());

  it('refuses to start without ADMIN_EMAIL and ADMIN_PASSWORD, leaving the database empty', async () => {
    await expect(seedOnFirstStart(t.deps, t.app.log)).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(await count(t, 'admin_users')).toBe(0);
    expect(await count(t, 'lookups')).toBe(0);
  });

  it(
    'creates only the first provider admin and the reference lookups',
    async () => {
      t.deps.config.adminEmail = 'Root@Example.com';
      t.deps.config.adminPassword = 'a-long-enough-password';
      await seedOnFirstStart(t.deps, t.app.log);
      expect(await count(t, 'tenants')).toBe(0);
      expect(await count(t, 'brand_policies')).toBe(0);
      const [admin] = await t.deps.database.db.select().from(adminUsers);
      expect(admin).toMatchObject({ email: 'root@example.com', role: 'BaitwatchAdmin' });
      expect(await verifyPassword(admin?.passwordHash ?? null, 'a-long-enough-password')).toBe(true);
      expect(await lookupCount(t, 'LKP_LICENSE_TYPE')).toBe(3);
    },
    SEED_TIMEOUT_MS,
  );
});
