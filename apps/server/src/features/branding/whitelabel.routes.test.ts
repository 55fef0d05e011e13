import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { TEXT_MESSAGES } from '@baitwatch/contracts/common/text';
import { LOGO_MAX_BYTES, WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';
import { organizationsService } from '../organizations/organizations.service.ts';
import { logoAddress } from './logo-address.ts';

// The whitelabel calls (doc 1 §7 "Whitelabel and files") and the whitelabel flag on PUT
// msp-management/customers and tenants, for every role, a foreign tenant, and each validation rule.
const api = worldApp();
const { call } = api;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
const dataUrl = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

const whitelabel = (tenantId: number) => `/v1/portal/tenants/${tenantId}/settings/whitelabel`;
const acme = () => api.world.msp.tenant.id;
const other = () => api.world.foreign.tenant.id;
const label = (extra: object = {}) => ({ brandName: 'Acme Shield', ...extra });
const descs = (res: { statusCode: number; json: () => { errors: { desc: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().errors.map((e) => e.desc);
};

/** Who may use the whitelabel calls of which tenant: the provider any, a TenantAdmin its own. */
const mayManage = (who: WorldUser, tenant: 'acme' | 'other') =>
  who === 'provider' || (who === 'msp' && tenant === 'acme') || (who === 'foreignMsp' && tenant === 'other');

const setFlag = (tenantId: number, isCustomized: boolean) =>
  call('provider', 'PUT', `/v1/msp-management/tenants/${tenantId}`, { isCustomized });

const branding = (subdomain: string) =>
  api.t.app.inject({
    url: `/v1/auth/branding?subdomain=${subdomain}`,
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
  });

/** Where Acme's stored logo file is. */
async function storedLogo() {
  const [row] = await api.t.deps.database.db
    .select()
    .from(whitelabels)
    .where(eq(whitelabels.tenantId, acme()));
  if (!row?.logoBlob) throw new Error('Acme has no stored logo');
  return logoAddress(acme(), row.logoBlob);
}

let direct: { tenantId: number; customerId: number };
beforeAll(async () => {
  // A direct customer: a tenant of its own whose one organization is the tenant-as-customer.
  const orgs = organizationsService(api.t.deps);
  const { tenant } = await orgs.createTenant(asSystem.everything(), {
    tenantName: 'Direct Co',
    subDomain: 'direct',
    isMsp: false,
  });
  const customer = await orgs.createCustomer(asSystem.tenant(tenant.id), {
    organizationName: 'Direct Co',
    tenantAsCustomer: true,
  });
  direct = { tenantId: tenant.id, customerId: customer.id };
});

describe('the whitelabel flag', () => {
  it("is the provider's to change, on an organization (its tenant's flag) or on a tenant", async () => {
    const orgs = { acme: api.world.mspOrg1.id, other: api.world.foreignOrg.id };
    for (const who of ALL_USERS) {
      for (const tenant of ['acme', 'other'] as const) {
        const byCustomer = await call(who, 'PUT', `/v1/msp-management/customers/${orgs[tenant]}`, {
          isCustomized: true,
        });
        const tenantId = tenant === 'acme' ? acme() : other();
        const byTenant = await call(who, 'PUT', `/v1/msp-management/tenants/${tenantId}`, {
          isCustomized: false,
        });
        const status = who === 'provider' ? 200 : 403;
        expect({ who, tenant, byCustomer: byCustomer.statusCode, byTenant: byTenant.statusCode }).toEqual({
          who,
          tenant,
          byCustomer: status,
          byTenant: status,
        });
      }
    }
    const on = await call('provider', 'PUT', `/v1/msp-management/customers/${api.world.mspOrg2.id}`, {
      isCustomized: true,
    });
    expect(on.json()).toEqual({ message: WHITELABEL_MESSAGES.flagUpdated });
    // The organizations of the tenant show the tenant's flag (decision 0027).
    for (const org of [api.world.mspOrg1, api.world.mspOrg3]) {
      const details = await call('provider', 'GET', `/v1/portal/customers/${org.id}`);
      expect(details.json().isCustomized).toBe(true);
    }
    expect((await call('msp', 'GET', `/v1/msp-management/tenants/${acme()}`)).json().isCustomized).toBe(true);
    expect((await setFlag(acme(), false)).json()).toEqual({ message: WHITELABEL_MESSAGES.flagUpdated });
    expect(
      (await call('provider', 'GET', `/v1/portal/customers/${api.world.mspOrg1.id}`)).json(),
    ).toMatchObject({ isCustomized: false });
  });

  it('answers 404 to the provider for an unknown organization or tenant, 403 to others', async () => {
    for (const who of ['provider', 'msp', 'customer'] as const) {
      const byCustomer = await call(who, 'PUT', '/v1/msp-management/customers/999999', {
        isCustomized: true,
      });
      const byTenant = await call(who, 'PUT', '/v1/msp-management/tenants/999999', { isCustomized: true });
      const status = who === 'provider' ? 404 : 403;
      expect({ who, c: byCustomer.statusCode, t: byTenant.statusCode }).toEqual({
        who,
        c: status,
        t: status,
      });
    }
  });

  it('is refused for a direct customer, and for a body that is not exactly the flag', async () => {
    expect(
      descs(
        await call('provider', 'PUT', `/v1/msp-management/customers/${direct.customerId}`, {
          isCustomized: true,
        }),
      ),
    ).toEqual([WHITELABEL_MESSAGES.notForDirectCustomer]);
    expect(descs(await setFlag(direct.tenantId, true))).toEqual([WHITELABEL_MESSAGES.notForDirectCustomer]);
    const org = `/v1/msp-management/customers/${api.world.mspOrg1.id}`;
    expect((await call('provider', 'PUT', org, { isCustomized: 'yes' })).statusCode).toBe(400);
    expect((await call('provider', 'PUT', org, { isCustomized: true, phone: '5551234567' })).statusCode).toBe(
      400,
    );
    expect((await setFlag(acme(), 'yes' as unknown as boolean)).statusCode).toBe(400);
  });
});

describe('the whitelabel calls', () => {
  it('are refused while the flag is off', async () => {
    await setFlag(acme(), false);
    for (const method of ['POST', 'PUT'] as const) {
      expect(descs(await call('provider', method, whitelabel(acme()), label()))).toEqual([
        WHITELABEL_MESSAGES.whitelabelOff,
      ]);
    }
  });

  it('answer the provider for any tenant and a TenantAdmin for its own, and nobody else', async () => {
    await setFlag(acme(), true);
    await setFlag(other(), true);
    for (const who of ALL_USERS) {
      for (const tenant of ['acme', 'other'] as const) {
        const tenantId = tenant === 'acme' ? acme() : other();
        const subDomain = tenant;
        const statuses = {
          get: (await call(who, 'GET', whitelabel(tenantId))).statusCode,
          post: (await call(who, 'POST', whitelabel(tenantId), label({ subDomain }))).statusCode,
          put: (await call(who, 'PUT', whitelabel(tenantId), label({ subDomain }))).statusCode,
          delete: (await call(who, 'PUT', `${whitelabel(tenantId)}/delete`, { subDomain })).statusCode,
        };
        const status = mayManage(who, tenant) ? 200 : 403;
        expect({ who, tenant, ...statuses }).toEqual({
          who,
          tenant,
          get: status,
          post: status,
          put: status,
          delete: status,
        });
      }
    }
    for (const who of ['provider', 'msp', 'customer'] as const) {
      const status = who === 'provider' ? 404 : 403;
      const statuses = {
        get: (await call(who, 'GET', whitelabel(999999))).statusCode,
        put: (await call(who, 'PUT', whitelabel(999999), label())).statusCode,
        delete: (await call(who, 'PUT', `${whitelabel(999999)}/delete`, { subDomain: 'x' })).statusCode,
      };
      expect({ who, ...statuses }).toEqual({ who, get: status, put: status, delete: status });
    }
  });

  it('save and read back the brand, the support email and the logo', async () => {
    await setFlag(acme(), true);
    const saved = await call(
      'provider',
      'POST',
      whitelabel(acme()),
      label({
        organizationName: 'Acme MSP',
        subDomain: 'acme',
        supportEmail: ' help@acme.test ',
        logoFileName: 'acme.png',
        brandLogo: dataUrl(PNG),
      }),
    );
    expect(saved.json()).toEqual({ message: WHITELABEL_MESSAGES.infoUpdated });
    const info = (await call('msp', 'GET', whitelabel(acme()))).json();
    expect(info).toMatchObject({
      tenantId: acme(),
      organizationName: 'Acme MSP',
      subDomain: 'acme',
      isCustomized: true,
      brandName: 'Acme Shield',
      supportEmail: 'help@acme.test',
      logoFileName: 'acme.png',
      logoSize: PNG.length,
    });
    expect(info.logoUrl).toMatch(/^\/branding\/acme\/logo\?v=\d+$/);
    expect((await branding('acme')).json()).toMatchObject({ isWhitelabel: true, brandName: 'Acme Shield' });

    // A save without a logo keeps it; bare base64 is read as well as a data URL.
    await call('provider', 'PUT', whitelabel(acme()), label({ brandName: 'Acme Guard' }));
    expect((await call('msp', 'GET', whitelabel(acme()))).json()).toMatchObject({
      brandName: 'Acme Guard',
      logoSize: PNG.length,
      supportEmail: 'help@acme.test',
    });
    const old = await storedLogo();
    const bigger = pngOf(2048);
    await call('provider', 'PUT', whitelabel(acme()), label({ brandLogo: bigger.toString('base64') }));
    expect((await call('msp', 'GET', whitelabel(acme()))).json().logoSize).toBe(2048);
    // The replaced logo file is gone.
    expect(await api.t.deps.blobs.exists(old.container, old.path, old.name)).toBe(false);
  });

  it("keep the stored support email when a TenantAdmin saves: it is the provider's to change", async () => {
    await setFlag(acme(), true);
    await call('provider', 'PUT', whitelabel(acme()), label({ supportEmail: 'help@acme.test' }));
    await call(
      'msp',
      'PUT',
      whitelabel(acme()),
      label({ brandName: 'Acme By Msp', supportEmail: 'x@evil.test' }),
    );
    expect((await call('msp', 'GET', whitelabel(acme()))).json()).toMatchObject({
      brandName: 'Acme By Msp',
      supportEmail: 'help@acme.test',
    });
    await call('provider', 'PUT', whitelabel(acme()), label({ supportEmail: '' }));
    expect((await call('msp', 'GET', whitelabel(acme()))).json().supportEmail).toBeNull();
  });

  it('validate each field with its message', async () => {
    await setFlag(acme(), true);
    const cases: [string, object, string[] | null][] = [
      ['no brand name', { brandName: '' }, [WHITELABEL_MESSAGES.brandNameRequired]],
      ['blank brand name', { brandName: '   ' }, [WHITELABEL_MESSAGES.brandNameRequired]],
      ['missing brand name', { brandName: undefined }, [WHITELABEL_MESSAGES.brandNameRequired]],
      ['51 characters', { brandName: 'b'.repeat(51) }, [WHITELABEL_MESSAGES.brandNameTooLong]],
      ['50 characters', { brandName: 'b'.repeat(50) }, null],
      ['NUL in the brand', { brandName: 'a\u0000b' }, [TEXT_MESSAGES.invalidText]],
      ['a lone surrogate', { supportEmail: 'a\uD800@b.test' }, [TEXT_MESSAGES.invalidText]],
      ['not an email', { supportEmail: 'help at acme' }, [WHITELABEL_MESSAGES.invalidEmail]],
      ['no support email', { supportEmail: '' }, null],
      [
        '201 characters',
        { supportEmail: `${'a'.repeat(189)}@acme.test.io` },
        [WHITELABEL_MESSAGES.supportEmailTooLong],
      ],
      [
        '200 characters',
        { supportEmail: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(13)}` },
        null,
      ],
      [
        'an SVG logo',
        { brandLogo: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml') },
        [WHITELABEL_MESSAGES.invalidFileType],
      ],
      [
        'a PDF logo',
        { brandLogo: dataUrl(Buffer.from('%PDF-1.7 ...'), 'application/pdf') },
        [WHITELABEL_MESSAGES.invalidFileType],
      ],
      ['not base64', { brandLogo: 'data:image/png;base64,***' }, [WHITELABEL_MESSAGES.logoNotBase64]],
      ['over 1 MB', { brandLogo: dataUrl(pngOf(LOGO_MAX_BYTES + 1)) }, [WHITELABEL_MESSAGES.logoTooLarge]],
      ['1 MB exactly', { brandLogo: dataUrl(pngOf(LOGO_MAX_BYTES)) }, null],
      ["another tenant's subdomain", { subDomain: 'other' }, [WHITELABEL_MESSAGES.subDomainMismatch]],
    ];
    for (const [name, extra, expected] of cases) {
      const res = await call('provider', 'PUT', whitelabel(acme()), label(extra));
      const outcome =
        res.statusCode === 200
          ? null
          : res.json().errors.map((e: { desc: string }) => e.desc.replace(/^[a-zA-Z.]+: /, ''));
      expect({ name, status: res.statusCode, outcome }).toEqual({
        name,
        status: expected ? 400 : 200,
        outcome: expected,
      });
    }
    expect(
      descs(await call('provider', 'PUT', `${whitelabel(acme())}/delete`, { subDomain: 'other' })),
    ).toEqual([WHITELABEL_MESSAGES.subDomainMismatch]);
  });
});

describe('turning whitelabel off', () => {
  it('deletes the branding: the row, the logo, and the branded login page', async () => {
    await setFlag(acme(), true);
    await call('msp', 'PUT', whitelabel(acme()), label({ brandLogo: dataUrl(PNG) }));
    const shown = (await branding('acme')).json();
    expect(shown).toMatchObject({ isWhitelabel: true, brandName: 'Acme Shield' });
    expect((await api.t.app.inject({ url: shown.logoUrl })).statusCode).toBe(200);
    const blob = await storedLogo();

    const off = await call('provider', 'PUT', `/v1/msp-management/customers/${api.world.mspOrg1.id}`, {
      isCustomized: false,
    });
    expect(off.json()).toEqual({ message: WHITELABEL_MESSAGES.flagUpdated });
    expect(
      await api.t.deps.database.db.select().from(whitelabels).where(eq(whitelabels.tenantId, acme())),
    ).toEqual([]);
    expect(await api.t.deps.blobs.exists(blob.container, blob.path, blob.name)).toBe(false);
    expect((await branding('acme')).json()).toMatchObject({ isWhitelabel: false, brandName: 'Baitwatch' });
    expect((await api.t.app.inject({ url: '/branding/acme/logo' })).statusCode).toBe(404);

    // On again, nothing comes back: the branding was deleted, not hidden.
    await setFlag(acme(), true);
    expect((await call('msp', 'GET', whitelabel(acme()))).json()).toMatchObject({
      isCustomized: true,
      brandName: null,
      supportEmail: null,
      logoUrl: null,
    });
    expect((await branding('acme')).json().isWhitelabel).toBe(false);
  });

  it('differs from the delete call, which deletes the branding and leaves the flag on', async () => {
    await setFlag(acme(), true);
    await call('msp', 'PUT', whitelabel(acme()), label({ brandLogo: dataUrl(PNG) }));
    const deleted = await call('msp', 'PUT', `${whitelabel(acme())}/delete`, { subDomain: 'ACME' });
    expect(deleted.json()).toEqual({ message: WHITELABEL_MESSAGES.whitelabelDeleted });
    expect((await call('msp', 'GET', whitelabel(acme()))).json()).toMatchObject({
      isCustomized: true,
      brandName: null,
      logoUrl: null,
    });
    expect((await api.t.app.inject({ url: '/branding/acme/logo' })).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('records the flag, each save and the delete, with what changed', async () => {
    const log = async () =>
      (await call('provider', 'GET', `/v1/audit-log?action=whitelabel.save`)).json().list as {
        actorEmail: string;
        after: Record<string, unknown>;
      }[];
    expect((await setFlag(acme(), true)).statusCode).toBe(200);
    const saved = await call('msp', 'PUT', whitelabel(acme()), label({ brandName: 'Acme Audited' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await log();
    expect(entry).toMatchObject({ actorEmail: 'msp@test.local', after: { brandName: 'Acme Audited' } });
    const flags = (await call('msp', 'GET', '/v1/audit-log?action=whitelabel.flag')).json();
    expect(flags.total).toBeGreaterThan(0);
    const removed = await call('msp', 'PUT', `${whitelabel(acme())}/delete`, {
      subDomain: api.world.msp.tenant.subDomain,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const deleted = (await call('msp', 'GET', '/v1/audit-log?action=whitelabel.delete')).json().list;
    expect(deleted[0]).toMatchObject({ before: { brandName: 'Acme Audited' }, after: null });
  });
});
