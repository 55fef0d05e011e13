import { SSO_MESSAGES as M } from '@baitwatch/contracts/sso/messages';
import { describe, expect, it } from 'vitest';
import { errorsOf } from '../../test/by-role.ts';
import { worldApp } from '../../test/world-app.ts';

// Outside development an identity provider is reached over https only (a plain-http issuer would let
// anyone on the way change its keys and sign admins in): the console behind https refuses one.
const api = worldApp({ env: { PUBLIC_URL: 'https://console.baitwatch.example' } });

describe('single sign-on behind https', () => {
  it('refuses a plain-http issuer', async () => {
    const answer = await api.call('provider', 'PUT', `/v1/sso/tenants/${api.world.msp.tenant.id}`, {
      issuerUrl: 'http://idp.example.com',
      clientId: 'baitwatch',
      clientSecret: 'a-client-secret',
      allowedDomains: ['acme.example'],
      ssoRequired: false,
    });
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)).toEqual([M.issuerHttps]);
  });
});
