import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import { describe, expect, it } from 'vitest';
import { bearer, CLIENT, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { FUNCTIONS_KEY } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { worldApp } from '../../test/world-app.ts';

const api = worldApp();
const { call } = api;
const installer = (id: number | string) => `/v1/portal/customers/${id}/deployment/installer`;
const guide = (id: number | string) => `/v1/portal/customers/${id}/deployment/group-policy-guide`;
const rotate = (id: number | string) => `/v1/portal/customers/${id}/license-key/rotate`;
const keyOf = async (id: number) =>
  (await call('provider', 'GET', `/v1/portal/customers/${id}`)).json().licenseKey as string;

/** 200 for these users, 403 for the others. */
const allowedTo = (...allowed: WorldUser[]) =>
  Object.fromEntries(ALL_USERS.map((who) => [who, allowed.includes(who) ? 200 : 403]));

/** Status per user of a call, for every user of the world. */
async function statuses(method: 'GET' | 'POST', url: string) {
  const seen: Partial<Record<WorldUser, number>> = {};
  for (const who of ALL_USERS) seen[who] = (await call(who, method, url)).statusCode;
  return seen;
}

describe('the installer and the group policy instructions', () => {
  it('are given to the admins of the organization in scope', async () => {
    const own = allowedTo('provider', 'msp', 'customer');
    expect(await statuses('GET', installer(api.world.mspOrg1.id))).toEqual(own);
    expect(await statuses('GET', guide(api.world.mspOrg1.id))).toEqual(own);
    const foreign = allowedTo('provider', 'foreignMsp', 'foreignCustomer');
    expect(await statuses('GET', installer(api.world.foreignOrg.id))).toEqual(foreign);
  });

  it('are not offered for a TISOC organization, except to the provider (decision 0003)', async () => {
    const tisoc = allowedTo('provider');
    expect(await statuses('GET', installer(api.world.mspOrg3.id))).toEqual(tisoc);
    expect(await statuses('GET', guide(api.world.mspOrg3.id))).toEqual(tisoc);
  });

  it('answer 400 with the spec message for a malformed id, 404 for an unknown one, 401 without a session', async () => {
    const bad = await call('provider', 'GET', installer('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].desc).toBe(MESSAGES.invalidCustomerId);
    expect((await call('provider', 'GET', guide(0))).statusCode).toBe(400);
    expect((await call('provider', 'GET', installer(999999))).statusCode).toBe(404);
    expect((await call('msp', 'GET', installer(999999))).statusCode).toBe(403);
    const anonymous = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
    expect(
      (await api.t.app.inject({ url: installer(api.world.mspOrg1.id), headers: anonymous })).statusCode,
    ).toBe(401);
  });

  it("carry the organization's license key and server address, as attachments never cached", async () => {
    const key = await keyOf(api.world.mspOrg1.id);
    const script = await call('customer', 'GET', installer(api.world.mspOrg1.id));
    expect(script.headers['content-disposition']).toBe(
      `attachment; filename="baitwatch-deploy-${api.world.mspOrg1.id}.ps1"`,
    );
    expect(script.headers['cache-control']).toBe('no-store');
    expect(script.body).toContain(`$LicenseKey = '${key}'`);
    expect(script.body).toContain("$ServerUrl = 'http://localhost:8080'");
    expect(script.body).toContain('Acme One');

    const pdf = await call('msp', 'GET', guide(api.world.mspOrg1.id));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="baitwatch-group-policy-${api.world.mspOrg1.id}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(key);
    expect(text).toContain('http://localhost:8080');
    expect(text).toContain('Group Policy deployment for Acme One');
  });
});

describe('rotating the license key', () => {
  it('is for the provider and the tenant admin of the organization', async () => {
    const id = api.world.mspOrg2.id;
    expect(await statuses('POST', rotate(id))).toEqual(allowedTo('provider', 'msp'));
    expect((await call('msp', 'POST', rotate(api.world.mspOrg3.id))).statusCode).toBe(403);
    expect((await call('provider', 'POST', rotate(api.world.mspOrg3.id))).statusCode).toBe(200);
    expect((await call('provider', 'POST', rotate('x'))).statusCode).toBe(400);
    expect((await call('provider', 'POST', rotate(999999))).statusCode).toBe(404);
  });

  it('keeps registered installs working and refuses the old key for new registrations', async () => {
    const { t, world } = api;
    const id = world.mspOrg1.id;
    const oldKey = await keyOf(id);
    const registered = await registerManaged(t, oldKey);

    const rotated = await call('msp', 'POST', rotate(id));
    expect(rotated.statusCode).toBe(200);
    const { licenseKey, message } = rotated.json();
    expect(message).toBe('The license key has been rotated.');
    expect(licenseKey).toMatch(/^BW-[A-Z0-9]{16}$/);
    expect(licenseKey).not.toBe(oldKey);
    expect(await keyOf(id)).toBe(licenseKey);

    const heartbeat = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/heartbeat',
      headers: bearer(registered.token),
      payload: CLIENT,
    });
    expect(heartbeat.statusCode).toBe(200);

    await expect(registerManaged(t, oldKey)).rejects.toThrow(/400/);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/register/manual/start',
      payload: { licenseKey: oldKey, email: 'someone@acme.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].desc).toBe(`licenseKey: ${EXTENSION_MESSAGES.invalidLicenseKey}`);
    expect((await registerManaged(t, licenseKey)).customerId).toBe(id);

    const script = await call('customer', 'GET', installer(id));
    expect(script.body).toContain(`$LicenseKey = '${licenseKey}'`);
  });

  it('is in the audit log, without the keys', async () => {
    const entries = (await call('msp', 'GET', `/v1/audit-log?customerId=${api.world.mspOrg1.id}`)).json()
      .list;
    const entry = entries.find((e: { action: string }) => e.action === 'license-key.rotate');
    expect(entry).toMatchObject({ actorEmail: 'msp@test.local', target: 'Acme One' });
    expect(JSON.stringify(entries)).not.toMatch(/BW-/);
  });
});
