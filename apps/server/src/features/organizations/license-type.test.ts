import { LICENSE_TYPE_MESSAGES } from '@baitwatch/contracts/organizations/license-type';
import { describe, expect, it } from 'vitest';
import { ALL_USERS } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// Licensing Options (doc 2 §7 portal/{customerId}/license-type): the provider's only.
const api = worldApp();
const { call } = api;
const url = () => `/v1/portal/${api.world.mspOrg2.id}/license-type`;

describe("an organization's license type", () => {
  it('is read and changed by the provider only', async () => {
    for (const who of ALL_USERS) {
      const read = await call(who, 'GET', url());
      const change = await call(who, 'PUT', url(), { licenseType: 'BASICPHISH' });
      const provider = who === 'provider';
      expect({ who, read: read.statusCode, change: change.statusCode }).toEqual({
        who,
        read: provider ? 200 : 403,
        change: provider ? 200 : 403,
      });
    }
    expect((await call('provider', 'GET', url())).json()).toEqual({ licenseType: 'BASICPHISH' });
    expect((await call('provider', 'GET', '/v1/portal/999999/license-type')).statusCode).toBe(404);
  });

  it("takes effect in the organization's own list at once, and refuses an unknown type", async () => {
    expect((await call('provider', 'PUT', url(), { licenseType: 'PHISHPROTSUITE' })).json()).toEqual({
      licenseType: 'PHISHPROTSUITE',
    });
    const own = (await call('basic', 'GET', '/v1/portal/customers')).json().customers;
    expect(own.find((entry: { id: unknown }) => entry.id === api.world.mspOrg2.id)?.licenseType).toBe(
      'PHISHPROTSUITE',
    );
    const refused = await call('provider', 'PUT', url(), { licenseType: 'GOLD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].desc).toBe(LICENSE_TYPE_MESSAGES.invalid);
  });
});
