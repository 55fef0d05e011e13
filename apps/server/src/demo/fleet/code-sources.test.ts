import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, TEST_PASSWORD, type World } from '../../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, type TestApp } from '../../test/harness.ts';
import { devOutboxCodes } from './code-sources.ts';
import { injectTransport } from './transport.ts';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedWorld(t);
});
afterAll(() => t.close());

describe('registration codes over HTTP (the fleet CLI)', () => {
  it('reads the mailed code from the outbox as a BaitwatchAdmin, and cannot as another role', async () => {
    const email = 'jane@acme.test';
    const started = await t.app.inject({
      method: 'POST',
      url: '/extension/v1/register/manual/start',
      payload: { licenseKey: world.mspOrg1.licenseKey, email },
    });
    expect(started.statusCode).toBe(202);
    const transport = injectTransport(t.app);
    const reader = { password: TEST_PASSWORD, functionsKey: FUNCTIONS_KEY };
    const code = await devOutboxCodes(transport, { ...reader, email: 'provider@test.local' })(email);
    expect(code).toMatch(/^\d{6}$/);
    await expect(devOutboxCodes(transport, { ...reader, email: 'msp@test.local' })(email)).rejects.toThrow(
      /answered 403/,
    );
  });
});
