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

const SESSION = '00000000-0000-4000-8000-0000000000aa';
const verified = { user, sessionId: SESSION };

describe('session tokens', () => {
  it('verify a signed token again and again, and refuse it once expired although it was verified before', async () => {
    const clock = fixedClock();
    const tokens = createTokenSigner('a-secret-for-tests', clock);
    const token = await tokens.sign(user, SESSION);
    expect(await tokens.verify(token)).toEqual(verified);
    expect(await tokens.verify(token)).toEqual(verified);
    clock.advance(AUTH_COOKIE_MAX_AGE_SECONDS * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse what is not a signed token at all (an install token, a truncated or padded one)', async () => {
    const tokens = createTokenSigner('a-secret-for-tests', fixedClock());
    const own = await tokens.sign(user, SESSION);
    for (const token of ['q8Zx0-install-token_AbC', own.slice(0, own.lastIndexOf('.')), `${own}.x`, ''])
      expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(own)).toEqual(verified);
  });

  it('refuse a token signed with another secret or altered', async () => {
    const clock = fixedClock();
    const token = await createTokenSigner('another-secret', clock).sign(user, SESSION);
    const tokens = createTokenSigner('a-secret-for-tests', clock);
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.sign(user, SESSION);
    const [head, , signature] = own.split('.');
    const forged = Buffer.from(JSON.stringify({ ...user, role: 'BaitwatchAdmin' })).toString('base64url');
    expect(await tokens.verify(`${head}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(own)).toEqual(verified);
  });

  it('refuse a token that names no session (one signed before sessions were checked)', async () => {
    const clock = fixedClock();
    const tokens = createTokenSigner('a-secret-for-tests', clock);
    const own = await tokens.sign(user, SESSION);
    const [head, body, signature] = own.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    expect(claims.sid).toBe(SESSION);
    expect(signature).toBeTruthy();
    // Re-signed without sid by the same key: still refused, so every token is tied to a session.
    const { SignJWT } = await import('jose');
    const { sid: _sid, ...withoutSid } = claims;
    const bare = await new SignJWT(withoutSid)
      .setProtectedHeader(JSON.parse(Buffer.from(head ?? '', 'base64url').toString()))
      .sign(new TextEncoder().encode('a-secret-for-tests'));
    expect(await tokens.verify(bare)).toBeNull();
  });
});
