import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerManaged } from '../../test/extension-kit.ts';
import { fixedClock } from '../../test/harness.ts';
import { type ParsedLine, startRsyslog } from '../../test/rsyslog-server.ts';
import { worldApp } from '../../test/world-app.ts';

// Syslog to a real rsyslogd (Debian's, with its TLS driver), over TCP and TLS, checking what it parsed
// of every line. The tests open 127.0.0.1 only (WEBHOOK_ALLOWED_RANGES, which syslog shares).
const clock = fixedClock();
const api = worldApp({ clock, env: { WEBHOOK_ALLOWED_RANGES: '127.0.0.1/32' } });
const { call } = api;
const DESTINATIONS = '/v1/syslog/destinations';
let rsyslog: Awaited<ReturnType<typeof startRsyslog>>;
beforeAll(async () => {
  rsyslog = await startRsyslog();
});
afterAll(() => rsyslog?.close());

const settle = () => api.t.deps.queue.drain();
/** rsyslog writes its file a moment after it took a line: wait (bounded) for `count` lines. */
async function linesOf(input: 'tcp' | 'tls', count: number, match: (l: ParsedLine) => boolean = () => true) {
  for (let i = 0; i < 100; i++) {
    const lines = rsyslog.linesOf(input).filter(match);
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return rsyslog.linesOf(input).filter(match);
}
const destination = (extra: object) => ({
  host: '127.0.0.1',
  port: rsyslog.tcpPort,
  transport: 'tcp',
  format: 'rfc5424',
  eventTypes: ['extension_user.registered', 'incident.created'],
  ...extra,
});
async function add(who: 'customer' | 'msp' | 'provider' | 'foreignMsp', body: object) {
  const made = await call(who, 'POST', DESTINATIONS, body);
  expect(made.statusCode).toBe(201);
  return made.json() as { id: string };
}
const listed = async (who: 'customer' | 'msp', query: string) =>
  (await call(who, 'GET', `${DESTINATIONS}?${query}`)).json().destinations as Record<string, unknown>[];

describe('syslog to rsyslog', () => {
  it("an organization's event reaches its own, its tenant's and the provider's destinations, in each format; never another tenant's", async () => {
    const org = api.world.mspOrg1;
    await add('customer', destination({ customerId: org.id }));
    await add(
      'msp',
      destination({
        tenantId: api.world.msp.tenant.id,
        port: rsyslog.tlsPort,
        transport: 'tls',
        format: 'cef',
        caCertificate: rsyslog.certificate,
      }),
    );
    await add(
      'provider',
      destination({
        port: rsyslog.tlsPort,
        transport: 'tls',
        format: 'json',
        caCertificate: rsyslog.certificate,
      }),
    );
    await add('foreignMsp', destination({ tenantId: api.world.foreign.tenant.id }));

    await registerManaged(api.t, org.licenseKey, {
      osUserId: 'ACME\\erin',
      osComputerName: 'PC-ERIN',
      osUuid: '4C4C4544-0000-1000-8000-00000000E217',
    });
    await settle();

    // TCP, RFC 5424: rsyslog parsed the header and the structured data (the foreign tenant's, also
    // TCP, would be a second line).
    const tcp = await linesOf('tcp', 1);
    expect(tcp).toHaveLength(1);
    expect(tcp[0]).toMatchObject({
      pri: '86',
      hostname: 'localhost',
      appName: 'baitwatch',
      msgId: 'extension_user.registered',
    });
    expect(tcp[0]?.structuredData).toMatch(/^\[baitwatch@32473 type="extension_user.registered" /);
    expect(tcp[0]?.structuredData).toContain(` customerId="${org.id}" customerName="Acme One" `);
    expect(tcp[0]?.structuredData).toContain('name="ACME\\\\erin"');
    expect(tcp[0]?.msg).toBe('Extension user ACME\\erin registered (Acme One)');

    // TLS: the tenant's CEF line and the provider's JSON line.
    const tls = await linesOf('tls', 2);
    expect(tls).toHaveLength(2);
    const cef = tls.find((l) => l.msg.startsWith('CEF:0'));
    expect(cef?.msg).toMatch(
      /^CEF:0\|Baitwatch\|Baitwatch\|1\|extension_user\.registered\|Extension user registered\|1\|/,
    );
    expect(cef?.msg).toContain('suser=ACME\\\\erin'); // CEF escapes the backslash
    const json = tls.find((l) => l.msg.includes('"type":"extension_user.registered"'));
    expect(JSON.parse(json?.msg.slice(json.msg.indexOf('{')) ?? '')).toMatchObject({
      type: 'extension_user.registered',
      data: { customerId: org.id, customerName: 'Acme One', name: 'ACME\\erin' },
    });

    const [mine] = await listed('customer', `customerId=${org.id}`);
    expect(mine).toMatchObject({ waiting: 0, sentToday: 1, failingSince: null, lastError: null });
  });

  it('a receiver that goes away: messages wait, are tried again, and all arrive in order once it is back', async () => {
    const org = api.world.mspOrg2;
    const { id } = await add('msp', destination({ customerId: org.id, format: 'json' }));
    const ours = (l: ParsedLine) => l.msg.includes(`"destinationId":"${id}"`);
    await rsyslog.stop();
    for (let i = 0; i < 3; i++)
      expect((await call('msp', 'POST', `${DESTINATIONS}/${id}/test`)).statusCode).toBe(202);
    await settle();
    const [failing] = await listed('msp', `customerId=${org.id}`);
    expect(failing).toMatchObject({ waiting: 3, sentToday: 0, failingSince: clock.now().toISOString() });
    expect(failing?.lastError).toMatch(/ECONNREFUSED/);

    // Back, and the retry is due (5 s): everything waiting goes, oldest first, once.
    await rsyslog.start();
    clock.advance(5_000);
    await settle();
    const arrived = await linesOf('tcp', 3, ours);
    expect(arrived).toHaveLength(3);
    const times = arrived.map((l) => JSON.parse(l.msg.slice(l.msg.indexOf('{'))).timestamp);
    expect(times).toEqual([...times].sort());
    const [mended] = await listed('msp', `customerId=${org.id}`);
    expect(mended).toMatchObject({
      waiting: 0,
      sentToday: 3,
      failingSince: null,
      lastError: null,
      nextTryAt: null,
    });
  });

  it("TLS refuses a receiver whose certificate the destination's CA did not sign, and says so", async () => {
    const org = api.world.mspOrg3;
    const { id } = await add(
      'msp',
      destination({ customerId: org.id, port: rsyslog.tlsPort, transport: 'tls' }),
    );
    expect((await call('msp', 'POST', `${DESTINATIONS}/${id}/test`)).statusCode).toBe(202);
    await settle();
    const [refused] = await listed('msp', `customerId=${org.id}`);
    expect(refused).toMatchObject({ waiting: 1, sentToday: 0 });
    expect(refused?.lastError).toMatch(/certificate/i);
  });
});
