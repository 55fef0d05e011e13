import { randomUUID } from 'node:crypto';
import { MAX_WEBHOOK_DELIVERIES_PER_MINUTE } from '@baitwatch/contracts/webhooks/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  extensionUsers,
  jobs,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { JOBS } from '../../jobs/job-kinds.ts';
import { bearer, registerManaged } from '../../test/extension-kit.ts';
import { fixedClock } from '../../test/harness.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { worldApp } from '../../test/world-app.ts';
import { appContext } from '../services.ts';

// What each event type's producer sends, and who hears it: the organization's endpoints, its tenant's
// Global View endpoints and the provider's; never another tenant's.
const clock = fixedClock();
const api = worldApp({ clock, env: { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32' } });
const { call } = api;
const ALL_TYPES = [
  'incident.created',
  'incident.status_changed',
  'threat_intel.added',
  'extension_user.registered',
  'license.limit_reached',
];
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const receivers: Record<'org' | 'tenant' | 'provider' | 'foreign', Receiver> = {} as never;

beforeAll(async () => {
  for (const name of ['org', 'tenant', 'provider', 'foreign'] as const)
    receivers[name] = await startWebhookReceiver();
  const add = async (
    who: 'customer' | 'msp' | 'provider' | 'foreignMsp',
    receiver: Receiver,
    scope: object,
  ) => {
    const made = await call(who, 'POST', '/v1/webhooks/endpoints', {
      url: receiver.url,
      eventTypes: ALL_TYPES,
      ...scope,
    });
    expect(made.statusCode).toBe(201);
  };
  await add('customer', receivers.org, { customerId: api.world.mspOrg1.id });
  await add('msp', receivers.tenant, { tenantId: api.world.msp.tenant.id });
  await add('provider', receivers.provider, {});
  await add('foreignMsp', receivers.foreign, { tenantId: api.world.foreign.tenant.id });
});
afterAll(async () => {
  for (const receiver of Object.values(receivers)) await receiver.close();
});

const heard = (receiver: Receiver, type: string) =>
  receiver.received
    .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
    .filter((b) => b.type === type);
const settle = () => api.t.deps.queue.drain();
const db = () => api.t.deps.database.db;

describe('the events webhooks announce', () => {
  let token: string;
  const eventId = randomUUID();

  it('extension_user.registered: a new user, once (a second browser of the same person is not new)', async () => {
    const org = api.world.mspOrg1;
    const dana = {
      osUserId: 'ACME\\dana',
      osComputerName: 'PC-DANA',
      osUuid: '4C4C4544-0000-1000-8000-00000000DA7A',
    };
    token = (await registerManaged(api.t, org.licenseKey, dana)).token;
    await registerManaged(api.t, org.licenseKey, { ...dana, browser: 'Edge' });
    await settle();
    const got = heard(receivers.org, 'extension_user.registered');
    expect(got).toHaveLength(1);
    expect(got[0]?.data).toMatchObject({
      customerId: org.id,
      customerName: 'Acme One',
      name: 'ACME\\dana',
      email: null,
    });
    expect(heard(receivers.tenant, 'extension_user.registered')).toHaveLength(1);
    expect(heard(receivers.provider, 'extension_user.registered')).toHaveLength(1);
    expect(receivers.foreign.received).toHaveLength(0);
  });

  it('incident.created: a reported incident as the SOC API shows it; a legit visit is not one', async () => {
    for (const [id, type] of [
      [eventId, 0],
      [randomUUID(), 1],
    ] as const) {
      const sent = await api.t.app.inject({
        method: 'POST',
        url: '/extension/v1/events',
        headers: bearer(token),
        payload: {
          eventId: id,
          type,
          url: 'https://login.micros0ft-verify.example/common/oauth2',
          detectionTime: new Date(clock.now().getTime() - 30_000).toISOString(),
          brands: ['Microsoft'],
        },
      });
      expect(sent.statusCode).toBe(200);
    }
    await settle();
    const got = heard(receivers.org, 'incident.created');
    expect(got).toHaveLength(1);
    expect(got[0]?.data).toMatchObject({
      id: eventId,
      url: 'https://login.micros0ft-verify.example/common/oauth2',
      brands: ['Microsoft'],
      customerId: api.world.mspOrg1.id,
      customerName: 'Acme One',
      tenantId: api.world.msp.tenant.id,
      detailPageURL: expect.stringContaining(`/customers/${api.world.mspOrg1.id}/incidents/${eventId}`),
    });
    expect(heard(receivers.tenant, 'incident.created')).toHaveLength(1);
    expect(heard(receivers.provider, 'incident.created')).toHaveLength(1);
    expect(receivers.foreign.received).toHaveLength(0);
  });

  it('incident.status_changed: verified, with who did it', async () => {
    const org = api.world.mspOrg1.id;
    const verified = await call(
      'provider',
      'POST',
      `/v1/portal/customers/${org}/events/${eventId}/verify-events`,
      [{ eventId }],
    );
    expect(verified.statusCode).toBe(200);
    await settle();
    const got = heard(receivers.org, 'incident.status_changed');
    expect(got.map((b) => b.data)).toEqual([
      expect.objectContaining({ id: eventId, status: 'verified', changedBy: api.world.users.provider.email }),
    ]);
  });

  it('threat_intel.added: an incident submitted to the threat intel', async () => {
    const org = api.world.mspOrg1.id;
    const other = randomUUID();
    await api.t.app.inject({
      method: 'POST',
      url: '/extension/v1/events',
      headers: bearer(token),
      payload: {
        eventId: other,
        type: 0,
        url: 'https://paypa1-help.example/signin',
        detectionTime: clock.now().toISOString(),
        brands: ['PayPal'],
      },
    });
    const submitted = await call('provider', 'PUT', `/v1/threat-intel/${org}/${other}`, {
      threatURL: 'https://paypa1-help.example/signin',
      threatDetectedOn: '2026-11-20T10:00:00.000Z',
      industry: '',
      country: '',
      state: '',
      city: '',
      screenshot: '',
      html: '',
      isVerify: true,
      submittedOn: '2026-11-20T12:00:00.000Z',
    });
    expect(submitted.statusCode).toBe(200);
    await settle();
    expect(heard(receivers.org, 'threat_intel.added').map((b) => b.data)).toEqual([
      expect.objectContaining({
        url: 'https://paypa1-help.example/signin',
        brands: ['PayPal'],
        submittedBy: 'provider@test.local',
      }),
    ]);
    expect(receivers.foreign.received).toHaveLength(0);
  });

  it('license.limit_reached: when the users reach the number the organization was set up with, once', async () => {
    const org = api.world.mspOrg1;
    const users = await api.t.deps.database.db.$count(extensionUsers, eq(extensionUsers.customerId, org.id));
    await api.t.deps.database.db
      .update(customers)
      .set({ noOfUsers: users + 3 })
      .where(eq(customers.id, org.id));
    await registerManaged(api.t, org.licenseKey, { osUserId: 'ACME\\eve' });
    await registerManaged(api.t, org.licenseKey, { osUserId: 'ACME\\fay' });
    await settle();
    expect(heard(receivers.org, 'license.limit_reached')).toHaveLength(0);
    await registerManaged(api.t, org.licenseKey, { osUserId: 'ACME\\gus' });
    await registerManaged(api.t, org.licenseKey, { osUserId: 'ACME\\hal' });
    await settle();
    expect(heard(receivers.org, 'license.limit_reached').map((b) => b.data)).toEqual([
      expect.objectContaining({ customerId: org.id, licenses: users + 3, used: users + 3 }),
    ]);
  });

  it("an organization's deliveries beyond its minute's share wait for a later minute (none is dropped)", async () => {
    const org = api.world.mspOrg1;
    const [endpoint] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.customerId, org.id));
    if (!endpoint) throw new Error('The organization has an endpoint');
    const now = clock.now();
    await db()
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: MAX_WEBHOOK_DELIVERIES_PER_MINUTE }, (_, i) => ({
          endpointId: endpoint.id,
          customerId: org.id,
          created: now,
          eventType: 'incident.created',
          sourceKey: `burst:${i}`,
          payload: {},
          status: 'delivered' as const,
        })),
      );
    const queued = await api.t.deps.database.db.transaction((tx) =>
      appContext(api.t.deps).pushEvents.emit(tx, {
        type: 'extension_user.registered',
        place: { customerId: org.id, tenantId: org.tenantId },
        sourceKey: 'burst:last',
        at: now,
        data: { email: 'late@test.local', name: null, browser: null, registeredAt: now.toISOString() },
      }),
    );
    expect(queued).toBe(3);
    const waiting = await db()
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.queue, JOBS.deliverWebhook.queue), isNull(jobs.doneAt)));
    expect(waiting.map((j) => j.runAt.getTime() - now.getTime())).toEqual([60_000, 60_000, 60_000]);
    clock.advance(60_000);
    await settle();
    expect(heard(receivers.org, 'extension_user.registered').map((b) => b.data.email)).toContain(
      'late@test.local',
    );
  });
});
