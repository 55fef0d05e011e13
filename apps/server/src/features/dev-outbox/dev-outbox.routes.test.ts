import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedWorld(t);
  // A reset link for the provider's own account: what an attacker would read to take it over.
  await t.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot-password',
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    payload: { email: 'provider@test.local' },
  });
  await t.deps.queue.drain();
});
afterAll(() => t.close());

const outbox = async (who: WorldUser | null) =>
  t.app.inject({ url: '/dev/api/outbox', headers: who ? await asUser(t, world, who) : {} });

describe('GET /dev/api/outbox', () => {
  it('answers 401 without a session, so no one can read reset links or registration codes', async () => {
    const res = await outbox(null);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('reset-password');
  });

  it.each<WorldUser>(['msp', 'customer', 'foreignCustomer'])('answers 403 to %s', async (who) => {
    const res = await outbox(who);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('reset-password');
  });

  it('lists the mails to a signed-in BaitwatchAdmin', async () => {
    const res = await outbox('provider');
    expect(res.statusCode).toBe(200);
    const mails = res.json().mails as { to: string; text: string }[];
    expect(mails.find((m) => m.to === 'provider@test.local')?.text).toContain('/reset-password?token=');
  });
});
