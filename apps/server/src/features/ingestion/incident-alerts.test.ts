import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type World } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { ALERT_BATCH_MS } from '../alerts/alerts.service.ts';
import { bearer, registerManaged } from '../extension/extension-test-kit.ts';

// A reported incident reaches the alerts job: the admins of its organization get one batched email.
const clock = fixedClock();
let t: TestApp;
let world: World;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  token = (await registerManaged(t, world.mspOrg1.licenseKey)).token;
});
afterAll(() => t.close());

const report = (type: number) =>
  t.app.inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: bearer(token),
    payload: {
      eventId: randomUUID(),
      type,
      url: `https://login-${type}.phish.example/signin`,
      detectionTime: new Date(clock.now().getTime() - 30_000).toISOString(),
      brands: ['Microsoft'],
    },
  });

const alertMails = async () =>
  (await t.deps.mailer.recent(50)).filter((m) => m.to === world.users.customer.email);

describe('incident alerts from ingestion', () => {
  it('a legit event schedules nothing; two incidents make one email after the window', async () => {
    expect((await report(1)).statusCode).toBe(200);
    clock.advance(ALERT_BATCH_MS + 60_000);
    await t.deps.queue.drain();
    expect(await alertMails()).toHaveLength(0);

    expect((await report(0)).statusCode).toBe(200);
    expect((await report(3)).statusCode).toBe(200);
    await t.deps.queue.drain();
    expect(await alertMails()).toHaveLength(0);

    clock.advance(ALERT_BATCH_MS + 60_000);
    await t.deps.queue.drain();
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('login-0.phish.example');
    expect(mails[0]?.text).toContain('login-3.phish.example');
  });
});
