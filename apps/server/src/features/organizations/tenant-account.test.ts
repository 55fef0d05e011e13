import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { ACCOUNT_MESSAGES } from '@baitwatch/contracts/tenants/tenant-account';
import { describe, expect, it } from 'vitest';
import { bearer, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, TEST_PASSWORD } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// The MSP Center's Account tab calls (doc 1 §7 msp-management/tenants), for every role and tenant.
const api = worldApp();
const { call } = api;
const account = () => `/v1/msp-management/tenants/${api.world.msp.tenant.id}`;

describe("a tenant's account", () => {
  it('is read by the provider and the tenant, changed by the tenant only', async () => {
    for (const who of ALL_USERS) {
      const read = await call(who, 'GET', account());
      const change = await call(who, 'PUT', account(), { tenantName: 'Acme Managed', phone: '5551234567' });
      expect({ who, read: read.statusCode, change: change.statusCode }).toEqual({
        who,
        read: who === 'provider' || who === 'msp' ? 200 : 403,
        change: who === 'msp' ? 200 : 403,
      });
    }
    expect((await call('msp', 'GET', account())).json()).toMatchObject({
      tenantName: 'Acme Managed',
      phone: '5551234567',
      subDomain: 'acme',
      domain: 'acme.baitwatch.app',
      isActive: true,
    });
    expect((await call('provider', 'GET', '/v1/msp-management/tenants/999999')).statusCode).toBe(404);
  });

  it("answers the spec's validation messages", async () => {
    const descs = async (payload: object) => {
      const res = await call('msp', 'PUT', account(), payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { desc: string }) => e.desc);
    };
    expect(await descs({ tenantName: '', phone: '' })).toEqual([
      ACCOUNT_MESSAGES.nameRequired,
      ACCOUNT_MESSAGES.phoneRequired,
    ]);
    expect(await descs({ tenantName: 'x'.repeat(51), phone: '555-123' })).toEqual([
      ACCOUNT_MESSAGES.nameTooLong,
      ACCOUNT_MESSAGES.phoneInvalid,
    ]);
  });

  it('is cancelled by its TenantAdmin: its admins cannot sign in and its extensions are refused', async () => {
    const install = await registerManaged(api.t, api.world.foreignOrg.licenseKey);
    for (const who of ALL_USERS.filter((w) => w !== 'foreignMsp')) {
      const res = await call(who, 'DELETE', `/v1/msp-management/tenants/${api.world.foreign.tenant.id}`);
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
    const cancelled = await call(
      'foreignMsp',
      'DELETE',
      `/v1/msp-management/tenants/${api.world.foreign.tenant.id}`,
    );
    expect(cancelled.json()).toEqual({ message: ACCOUNT_MESSAGES.accountCancelled });

    for (const email of ['foreign-msp@test.local', 'foreign@test.local']) {
      const login = await api.t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
        payload: { email, password: TEST_PASSWORD },
      });
      expect({ email, status: login.statusCode, message: login.json().message }).toEqual({
        email,
        status: 403,
        message: AUTH_MESSAGES.accountInactive,
      });
    }
    const heartbeat = await api.t.app.inject({
      method: 'POST',
      url: '/extension/v1/heartbeat',
      headers: bearer(install.token),
      payload: {},
    });
    expect(heartbeat.statusCode).toBe(403);
  });
});
