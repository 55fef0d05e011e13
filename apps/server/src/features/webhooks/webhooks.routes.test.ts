import { randomUUID } from 'node:crypto';
import { PUSH_SCOPE_INVALID } from '@baitwatch/contracts/common/push-scope';
import { MAX_WEBHOOK_ENDPOINTS } from '@baitwatch/contracts/webhooks/constants';
import { WEBHOOK_MESSAGES as M } from '@baitwatch/contracts/webhooks/messages';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { errorsOf, onlyFor, statusesByRole } from '../../test/by-role.ts';
import type { WorldUser } from '../../test/fixtures.ts';
import { fixedClock } from '../../test/harness.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { worldApp } from '../../test/world-app.ts';

// Webhook endpoints through the console API, and their deliveries to a real receiver on 127.0.0.1
// (the only range these tests open: WEBHOOK_ALLOWED_RANGES).
const clock = fixedClock();
const api = worldApp({ clock, env: { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32' } });
const { call } = api;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const ENDPOINTS = '/v1/webhooks/endpoints';
const endpointBody = (extra: object = {}) => ({
  url: receiver.url,
  description: 'SOAR playbook',
  eventTypes: ['incident.created', 'incident.status_changed'],
  ...extra,
});
/**
 * Verifies a received delivery with the Standard Webhooks library, as a receiver would, except for
 * the age check: these tests' clock is fixed in 2026-11-20, the library's is the machine's.
 */
function verify(secret: string, got: { headers: Record<string, unknown>; body: string } | undefined) {
  const headers = got?.headers as Record<string, string>;
  const at = new Date(Number(headers['webhook-timestamp']) * 1000);
  const expectedSignature = new Webhook(secret).sign(headers['webhook-id'] ?? '', at, got?.body ?? '');
  if (!headers['webhook-signature']?.split(' ').includes(expectedSignature)) throw new Error('Bad signature');
  return JSON.parse(got?.body ?? '') as { type: string; data: Record<string, unknown> };
}
const statuses = (method: 'GET' | 'POST', url: string, body?: (who: WorldUser) => object) =>
  statusesByRole(call, method, url, body);
const expected = onlyFor;

describe('who manages which endpoints', () => {
  it("an organization's: its admins, its tenant's admins and the provider", async () => {
    const id = api.world.mspOrg1.id;
    expect(await statuses('GET', `${ENDPOINTS}?customerId=${id}`)).toEqual(
      expected(200, 'provider', 'msp', 'customer'),
    );
    expect(await statuses('POST', ENDPOINTS, () => endpointBody({ customerId: id }))).toEqual(
      expected(201, 'provider', 'msp', 'customer'),
    );
  });

  it("a tenant's Global View: its admins and the provider; the provider's own: the provider", async () => {
    const tenantId = api.world.msp.tenant.id;
    expect(await statuses('GET', `${ENDPOINTS}?tenantId=${tenantId}`)).toEqual(
      expected(200, 'provider', 'msp'),
    );
    expect(await statuses('GET', ENDPOINTS)).toEqual(expected(200, 'provider'));
    expect(await statuses('POST', ENDPOINTS, () => endpointBody())).toEqual(expected(201, 'provider'));
  });

  it('an endpoint of another scope is not found, whatever is asked of it', async () => {
    const made = await call(
      'foreignCustomer',
      'POST',
      ENDPOINTS,
      endpointBody({ customerId: api.world.foreignOrg.id }),
    );
    expect(made.statusCode).toBe(201);
    const { id } = made.json().endpoint;
    for (const who of ['customer', 'msp', 'basic'] as const) {
      const answers = [
        await call(who, 'PUT', `${ENDPOINTS}/${id}`, { ...endpointBody(), enabled: true }),
        await call(who, 'DELETE', `${ENDPOINTS}/${id}`),
        await call(who, 'POST', `${ENDPOINTS}/${id}/rotate-secret`),
        await call(who, 'POST', `${ENDPOINTS}/${id}/test`),
        await call(who, 'GET', `${ENDPOINTS}/${id}/deliveries`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(errorsOf(answer)).toEqual([M.endpointNotFound]);
      }
    }
    expect((await call('provider', 'GET', `${ENDPOINTS}/${id}/deliveries`)).statusCode).toBe(200);
    expect((await call('foreignMsp', 'DELETE', `${ENDPOINTS}/${id}`)).statusCode).toBe(200);
  });
});

describe('what an endpoint may be', () => {
  const org = () => api.world.mspOrg2.id;
  it.each([
    [{ url: '' }, M.urlRequired],
    [{ url: 'hooks.example.com/x' }, M.urlInvalid],
    [{ url: 'ftp://hooks.example.com/x' }, M.urlInvalid],
    [{ url: 'https://user:pw@hooks.example.com/x' }, M.urlCredentials],
    [{ url: 'https://hooks.example.com:0/x' }, M.urlInvalid],
    [{ url: 'https://10.1.2.3/hook' }, M.urlNotAllowed],
    [{ url: 'https://169.254.169.254/latest/meta-data' }, M.urlNotAllowed],
    [{ url: 'https://[::1]/hook' }, M.urlNotAllowed],
    [{ url: 'https://[::ffff:192.168.0.1]/hook' }, M.urlNotAllowed],
    [{ url: 'https://127.0.0.2/hook' }, M.urlNotAllowed],
    [{ eventTypes: [] }, M.eventTypesRequired],
    [{ eventTypes: ['incident.deleted'] }, M.eventTypeUnknown],
    [{ description: 'x'.repeat(201) }, M.descriptionTooLong],
    [{ tenantId: 1 }, PUSH_SCOPE_INVALID],
  ])('%j is refused: %s', async (change, message) => {
    const answer = await call('basic', 'POST', ENDPOINTS, {
      ...endpointBody({ customerId: org() }),
      ...change,
    });
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)).toContain(message);
  });

  it(`holds at most ${MAX_WEBHOOK_ENDPOINTS} per scope, and never answers the secret again`, async () => {
    const body = endpointBody({ customerId: api.world.mspOrg3.id });
    const made = [];
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++) made.push(await call('intel', 'POST', ENDPOINTS, body));
    expect(made.map((m) => m.statusCode)).toEqual(Array(MAX_WEBHOOK_ENDPOINTS).fill(201));
    expect(made[0]?.json().secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(made[0]?.headers['cache-control']).toBe('no-store');
    const over = await call('intel', 'POST', ENDPOINTS, body);
    expect(over.statusCode).toBe(409);
    expect(errorsOf(over)).toEqual([M.tooManyEndpoints]);
    const listed = await call('intel', 'GET', `${ENDPOINTS}?customerId=${api.world.mspOrg3.id}`);
    expect(listed.body).not.toContain(made[0]?.json().secret);
    expect(listed.json().endpoints[0].secretHint).toBe(`${made[0]?.json().secret.slice(0, 10)}…`);
  });
});

describe('deliveries', () => {
  const org = () => api.world.mspOrg1.id;
  const addEndpoint = async () => {
    const made = await call('customer', 'POST', ENDPOINTS, endpointBody({ customerId: org() }));
    expect(made.statusCode).toBe(201);
    return made.json() as { endpoint: { id: string }; secret: string };
  };
  const deliveriesOf = async (id: string) =>
    (await call('customer', 'GET', `${ENDPOINTS}/${id}/deliveries`)).json();

  it('a test event arrives signed as Standard Webhooks says, and the log shows the try', async () => {
    const { endpoint, secret } = await addEndpoint();
    receiver.received.length = 0;
    const sent = await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    expect(sent.statusCode).toBe(202);
    await api.t.deps.queue.drain();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const headers = got?.headers as Record<string, string>;
    const verified = verify(secret, got);
    expect(Number(headers['webhook-timestamp'])).toBe(clock.now().getTime() / 1000);
    expect(() => verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', got)).toThrow();
    expect(verified.type).toBe('webhook.test');
    expect(headers['webhook-id']).toBe(`msg_${sent.json().deliveryId}`);
    const log = await deliveriesOf(endpoint.id);
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', eventType: 'webhook.test' });
    expect(log.deliveries[0].attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('a failed try is tried again on the schedule; a resend keeps the message id', async () => {
    const { endpoint, secret } = await addEndpoint();
    receiver.received.length = 0;
    receiver.answer([500, 503, 200]);
    await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    await api.t.deps.queue.drain();
    let log = await deliveriesOf(endpoint.id);
    expect(log.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: [expect.objectContaining({ statusCode: 500 })],
    });
    expect(new Date(log.deliveries[0].nextAttemptAt).getTime() - clock.now().getTime()).toBe(5_000);
    clock.advance(5_000);
    await api.t.deps.queue.drain();
    clock.advance(5 * 60_000);
    await api.t.deps.queue.drain();
    log = await deliveriesOf(endpoint.id);
    expect(log.deliveries[0].status).toBe('delivered');
    expect(log.deliveries[0].attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      500, 503, 200,
    ]);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);

    const resent = await call('customer', 'POST', `/v1/webhooks/deliveries/${log.deliveries[0].id}/resend`);
    expect(resent.statusCode).toBe(202);
    await api.t.deps.queue.drain();
    const last = receiver.received.at(-1);
    expect(last?.headers['webhook-id']).toBe(log.deliveries[0].messageId);
    expect(() => verify(secret, last)).not.toThrow();
  });

  it('a resend while tries are pending starts a new round; the old round’s next try does nothing', async () => {
    const { endpoint } = await addEndpoint();
    receiver.received.length = 0;
    receiver.answer([500, 200]);
    await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    await api.t.deps.queue.drain();
    const [pending] = (await deliveriesOf(endpoint.id)).deliveries;
    expect(pending.status).toBe('pending');
    await call('customer', 'POST', `/v1/webhooks/deliveries/${pending.id}/resend`);
    await api.t.deps.queue.drain();
    clock.advance(5_000);
    await api.t.deps.queue.drain();
    const [after] = (await deliveriesOf(endpoint.id)).deliveries;
    expect(after.status).toBe('delivered');
    expect(receiver.received).toHaveLength(2);
  });

  it('after a rotation both secrets verify for the overlap', async () => {
    const { endpoint, secret: old } = await addEndpoint();
    const rotated = await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(old);
    receiver.received.length = 0;
    receiver.answer([200]);
    await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    await api.t.deps.queue.drain();
    const [got] = receiver.received;
    const headers = got?.headers as Record<string, string>;
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const secret of [old, fresh]) expect(() => verify(secret, got)).not.toThrow();
  });

  it('an endpoint failing for 24 hours is disabled and its admins are mailed', async () => {
    const { endpoint } = await addEndpoint();
    receiver.answer([500]);
    await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    await api.t.deps.queue.drain();
    for (let hours = 0; hours < 30; hours++) {
      clock.advance(3_600_000);
      await api.t.deps.queue.drain();
    }
    const listed = await call('customer', 'GET', `${ENDPOINTS}?customerId=${org()}`);
    const shown = listed.json().endpoints.find((e: { id: string }) => e.id === endpoint.id);
    expect(shown.enabled).toBe(false);
    expect(shown.disabledReason).toMatch(/failed for 24 hours/);
    const mails = await api.t.deps.mailer.recent(50);
    expect(
      mails.some(
        (m) => m.to === api.world.users.customer.email && /webhook endpoint was disabled/.test(m.subject),
      ),
    ).toBe(true);
    const again = await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/test`);
    expect(again.statusCode).toBe(409);
    receiver.answer([200]);
  });

  it('a delivery of another scope is not found for a resend', async () => {
    const made = await call(
      'foreignCustomer',
      'POST',
      ENDPOINTS,
      endpointBody({ customerId: api.world.foreignOrg.id }),
    );
    const { id } = made.json().endpoint;
    const sent = await call('foreignCustomer', 'POST', `${ENDPOINTS}/${id}/test`);
    for (const who of ['customer', 'msp', 'foreignMsp'] as const) {
      const resent = await call(who, 'POST', `/v1/webhooks/deliveries/${sent.json().deliveryId}/resend`);
      expect(resent.statusCode, who).toBe(who === 'foreignMsp' ? 202 : 404);
    }
  });

  it('every change is in the audit log, never the secret', async () => {
    const { endpoint, secret } = await addEndpoint();
    await call('customer', 'PUT', `${ENDPOINTS}/${endpoint.id}`, {
      ...endpointBody(),
      description: 'Renamed',
      enabled: false,
    });
    const rotated = (await call('customer', 'POST', `${ENDPOINTS}/${endpoint.id}/rotate-secret`)).json()
      .secret;
    await call('customer', 'DELETE', `${ENDPOINTS}/${endpoint.id}`);
    const rows = await api.t.deps.database.db.select().from(auditLog).where(eq(auditLog.customerId, org()));
    const actions = rows.map((r) => r.action);
    for (const action of ['webhook.add', 'webhook.update', 'webhook.rotate-secret', 'webhook.remove'])
      expect(actions).toContain(action);
    const written = JSON.stringify(rows);
    expect(written).not.toContain(secret);
    expect(written).not.toContain(rotated);
  });

  it('unknown ids answer 404, malformed ones 400', async () => {
    expect((await call('customer', 'GET', `${ENDPOINTS}/${randomUUID()}/deliveries`)).statusCode).toBe(404);
    expect(
      (await call('customer', 'POST', `/v1/webhooks/deliveries/${randomUUID()}/resend`)).statusCode,
    ).toBe(404);
    const bad = await call('customer', 'GET', `${ENDPOINTS}/not-a-uuid/deliveries`);
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([M.invalidEndpointId]);
  });
});

describe('outside development', () => {
  const strict = worldApp({ env: { WEBHOOK_ALLOW_HTTP: '0' } });
  it('an endpoint must be https', async () => {
    const refused = await strict.call('customer', 'POST', ENDPOINTS, {
      url: 'http://hooks.example.com/baitwatch',
      eventTypes: ['incident.created'],
      customerId: strict.world.mspOrg1.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([M.urlHttps]);
  });
});
