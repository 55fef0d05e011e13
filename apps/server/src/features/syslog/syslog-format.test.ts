import { describe, expect, it } from 'vitest';
import { framedMessage, summaryOf } from './syslog-format.ts';

const origin = { hostname: 'console.baitwatch.example' };
const incident = {
  type: 'incident.created',
  timestamp: '2026-11-20T12:00:00.000Z',
  data: {
    id: '7d1c2f7e-0000-4000-8000-000000000001',
    url: 'https://login.micros0ft-verify.example/a=b|c',
    email: 'dana@acme.example',
    brands: ['Microsoft', 'Office'],
    isFalsePositive: false,
    screenshotURL: null,
    customerId: 3,
    customerName: 'Acme "One"] \\ Ltd',
    tenantId: 2,
  },
};

/** The message without its octet count, after checking the count is its length in bytes. */
function unframed(framed: string): string {
  const [, count = '', message = ''] = /^(\d+) ([\s\S]*)$/.exec(framed) ?? [];
  expect(Buffer.byteLength(message)).toBe(Number(count));
  return message;
}

describe('syslog lines', () => {
  it('RFC 5424: authpriv warning, the event type as MSGID, every flat field as escaped structured data', () => {
    const message = unframed(framedMessage('rfc5424', incident, origin));
    expect(message).toMatch(
      /^<84>1 2026-11-20T12:00:00.000Z console.baitwatch.example baitwatch - incident.created \[baitwatch@32473 /,
    );
    expect(message).toContain('type="incident.created"');
    expect(message).toContain('brands="Microsoft,Office"');
    expect(message).toContain('isFalsePositive="false"');
    expect(message).toContain('customerName="Acme \\"One\\"\\] \\\\ Ltd"');
    expect(message).not.toContain('screenshotURL');
    expect(message.endsWith(`] ${summaryOf(incident)}`)).toBe(true);
  });

  it('octet counting counts bytes, not characters', () => {
    const framed = framedMessage(
      'rfc5424',
      { ...incident, data: { ...incident.data, customerName: 'Société Générale' } },
      origin,
    );
    unframed(framed);
  });

  it('CEF: the header escapes pipes, the extension escapes equals signs, labels only beside values', () => {
    const message = unframed(framedMessage('cef', incident, origin));
    const cef = message.slice(message.indexOf('CEF:0'));
    expect(cef).toMatch(
      /^CEF:0\|Baitwatch\|Baitwatch\|1\|incident\.created\|Phishing incident reported\|7\|rt=1795176000000 /,
    );
    expect(cef).toContain('request=https://login.micros0ft-verify.example/a\\=b|c');
    expect(cef).toContain('suser=dana@acme.example');
    expect(cef).toContain('cs3Label=brands cs3=Microsoft,Office');
    expect(cef).not.toContain('cs2Label');
  });

  it('JSON lines: the envelope as one line', () => {
    const line = framedMessage('json', incident, origin);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual(incident);
  });
});
