import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@baitwatch/contracts/common/product';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../test/harness.ts';
import { toSessionUser } from './session-user.ts';
import { createTokenSigner } from './tokens.ts';

const user = toSessionUser(
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@test.local',
    firstName: 'A',
    lastName: 'B',
    role: 'TenantAdmin',
    tenantId: 7,
    customerId: null,
    sendEmail: true,
  },
  'acme',
);

describe('session tokens', () => {
  it('verify a signed token again and again, and refuse it once expired although it was verified before', async () => {
    const clock = fixedClock();
    const tokens = createTokenSigner('a-secret-for-tests', clock);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
    clock.advance(AUTH_COOKIE_MAX_AGE_SECONDS * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a token signed with another secret or altered', async () => {
    const clock = fixedClock();
    const token = await createTokenSigner('another-secret', clock).sign(user);
    const tokens = createTokenSigner('a-secret-for-tests', clock);
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.sign(user);
    const [head, , signature] = own.split('.');
    const forged = Buffer.from(JSON.stringify({ ...user, role: 'BaitwatchAdmin' })).toString('base64url');
    expect(await tokens.verify(`${head}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(own)).toEqual(user);
  });
});
