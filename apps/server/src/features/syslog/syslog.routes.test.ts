import { PUSH_SCOPE_INVALID } from '@baitwatch/contracts/common/push-scope';
import { MAX_SYSLOG_DESTINATIONS } from '@baitwatch/contracts/syslog/constants';
import { SYSLOG_MESSAGES as M } from '@baitwatch/contracts/syslog/messages';
import { WEBHOOK_MESSAGES } from '@baitwatch/contracts/webhooks/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { errorsOf, onlyFor, statusesByRole } from '../../test/by-role.ts';
import { fixedClock } from '../../test/harness.ts';
import { worldApp } from '../../test/world-app.ts';

// Syslog destinations through the console API: who manages which, what a destination may be, and
// what a change does. Sending to a real rsyslogd is syslog-delivery.test.ts.
const clock = fixedClock();
const api = worldApp({ clock, env: { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32' } });
const { call } = api;
const DESTINATIONS = '/v1/syslog/destinations';
const body = (extra: object = {}) => ({
  host: 'siem.example.com',
  port: 6514,
  transport: 'tls',
  format: 'rfc5424',
  description: 'Sentinel collector',
  eventTypes: ['incident.created'],
  ...extra,
});

describe('who manages which destinations', () => {
  it("an organization's: its admins, its tenant's admins and the provider", async () => {
    const id = api.world.mspOrg1.id;
    expect(await statusesByRole(call, 'GET', `${DESTINATIONS}?customerId=${id}`)).toEqual(
      onlyFor(200, 'provider', 'msp', 'customer'),
    );
    expect(await statusesByRole(call, 'POST', DESTINATIONS, () => body({ customerId: id }))).toEqual(
      onlyFor(201, 'provider', 'msp', 'customer'),
    );
  });

  it("a tenant's Global View: its admins and the provider; the provider's own: the provider", async () => {
    const tenantId = api.world.msp.tenant.id;
    expect(await statusesByRole(call, 'GET', `${DESTINATIONS}?tenantId=${tenantId}`)).toEqual(
      onlyFor(200, 'provider', 'msp'),
    );
    expect(await statusesByRole(call, 'GET', DESTINATIONS)).toEqual(onlyFor(200, 'provider'));
    expect(await statusesByRole(call, 'POST', DESTINATIONS, () => body())).toEqual(onlyFor(201, 'provider'));
  });

  it('a destination of another scope is not found, whatever is asked of it', async () => {
    const made = await call(
      'foreignCustomer',
      'POST',
      DESTINATIONS,
      body({ customerId: api.world.foreignOrg.id }),
    );
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    for (const who of ['customer', 'msp', 'basic'] as const) {
      const answers = [
        await call(who, 'PUT', `${DESTINATIONS}/${id}`, { ...body(), enabled: true }),
        await call(who, 'DELETE', `${DESTINATIONS}/${id}`),
        await call(who, 'POST', `${DESTINATIONS}/${id}/test`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(errorsOf(answer)).toEqual([M.destinationNotFound]);
      }
    }
    expect((await call('foreignMsp', 'DELETE', `${DESTINATIONS}/${id}`)).statusCode).toBe(200);
  });
});

describe('what a destination may be', () => {
  const org = () => api.world.mspOrg2.id;
  it.each([
    [{ host: '' }, M.hostRequired],
    [{ host: 'siem example.com' }, M.hostInvalid],
    [{ host: 'tcp://siem.example.com' }, M.hostInvalid],
    [{ host: '10.1.2.3' }, M.hostNotAllowed],
    [{ host: '169.254.169.254' }, M.hostNotAllowed],
    [{ host: '::1' }, M.hostNotAllowed],
    [{ host: '127.0.0.2' }, M.hostNotAllowed],
    [{ port: 0 }, M.portInvalid],
    [{ port: 65_536 }, M.portInvalid],
    [{ port: '514' }, M.portInvalid],
    [{ port: 51.4 }, M.portInvalid],
    [{ transport: 'udp' }, M.transportInvalid],
    [{ format: 'leef' }, M.formatInvalid],
    [{ caCertificate: 'not a certificate' }, M.caInvalid],
    [{ caCertificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, M.caInvalid],
    [
      { transport: 'tcp', caCertificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
      M.caWithoutTls,
    ],
    [{ eventTypes: [] }, WEBHOOK_MESSAGES.eventTypesRequired],
    [{ eventTypes: ['incident.deleted'] }, WEBHOOK_MESSAGES.eventTypeUnknown],
    [{ description: 'x'.repeat(201) }, WEBHOOK_MESSAGES.descriptionTooLong],
    [{ tenantId: 1 }, PUSH_SCOPE_INVALID],
  ])('%j is refused: %s', async (change, message) => {
    const answer = await call('basic', 'POST', DESTINATIONS, { ...body({ customerId: org() }), ...change });
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)).toContain(message);
  });

  it('a bad id is refused, an unknown one is not found', async () => {
    const bad = await call('provider', 'PUT', `${DESTINATIONS}/nope`, { ...body(), enabled: true });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([M.invalidDestinationId]);
    const unknown = await call('provider', 'POST', `${DESTINATIONS}/${crypto.randomUUID()}/test`);
    expect(unknown.statusCode).toBe(404);
  });

  it(`holds at most ${MAX_SYSLOG_DESTINATIONS} per scope`, async () => {
    const scoped = body({ customerId: api.world.mspOrg3.id });
    for (let i = 0; i < MAX_SYSLOG_DESTINATIONS; i++)
      expect((await call('intel', 'POST', DESTINATIONS, scoped)).statusCode).toBe(201);
    const over = await call('intel', 'POST', DESTINATIONS, scoped);
    expect(over.statusCode).toBe(409);
    expect(errorsOf(over)).toEqual([M.tooManyDestinations]);
  });
});

describe('changing a destination', () => {
  it('is audited; disabling it refuses a test; enabling it again sends what waits at once', async () => {
    const org = api.world.mspOrg1.id;
    const made = await call(
      'customer',
      'POST',
      DESTINATIONS,
      body({ customerId: org, host: '127.0.0.1', port: 9 }),
    );
    const { id } = made.json();
    const disabled = await call('customer', 'PUT', `${DESTINATIONS}/${id}`, {
      ...body(),
      host: '127.0.0.1',
      port: 9,
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ enabled: false, host: '127.0.0.1', port: 9 });
    const test = await call('customer', 'POST', `${DESTINATIONS}/${id}/test`);
    expect(test.statusCode).toBe(409);
    expect(errorsOf(test)).toEqual([M.destinationDisabled]);

    const db = api.t.deps.database.db;
    const sends = async () =>
      (await db.select().from(jobs).where(eq(jobs.queue, 'syslog.drain'))).filter(
        (j) => (j.payload as { destinationId: string }).destinationId === id,
      ).length;
    const before = await sends();
    expect(
      (await call('customer', 'PUT', `${DESTINATIONS}/${id}`, { ...body(), enabled: true })).statusCode,
    ).toBe(200);
    expect(await sends()).toBe(before + 1);

    const entries = await db.select().from(auditLog).where(eq(auditLog.customerId, org)).orderBy(auditLog.id);
    const ours = entries.filter((e) => e.action.startsWith('syslog.')).slice(-3);
    expect(ours.map((e) => [e.action, e.target])).toEqual([
      ['syslog.add', '127.0.0.1:9'],
      ['syslog.update', '127.0.0.1:9'],
      ['syslog.update', 'siem.example.com:6514'],
    ]);

    expect((await call('customer', 'DELETE', `${DESTINATIONS}/${id}`)).statusCode).toBe(200);
    expect((await call('customer', 'POST', `${DESTINATIONS}/${id}/test`)).statusCode).toBe(404);
  });
});
