import { describe, expect, it } from 'vitest';
import { addressGuard, parseAllowedRanges } from './address-guard.ts';

describe('the webhook address guard', () => {
  const guard = addressGuard([]);
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.20.1.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
  ])('refuses %s', (address) => expect(guard.allows(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(guard.allows(address)).toBe(true),
  );

  it('opens only the ranges it is given', () => {
    const open = addressGuard(parseAllowedRanges('127.0.0.1/32, 10.1.0.0/16'));
    expect(open.allows('127.0.0.1')).toBe(true);
    expect(open.allows('10.1.200.3')).toBe(true);
    expect(open.allows('127.0.0.2')).toBe(false);
    expect(open.allows('10.2.0.1')).toBe(false);
  });

  it('a lookup refuses a name that resolves inside (the connection never starts)', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      guard.lookup('localhost', { all: false }, (e) => resolve(e)),
    );
    expect(error?.message).toMatch(/webhooks may not reach/);
  });

  it('a malformed range stops the start', () => {
    expect(() => parseAllowedRanges('127.0.0.1')).toThrow(/CIDRs/);
    expect(() => parseAllowedRanges('localhost/8')).toThrow(/CIDRs/);
    expect(() => parseAllowedRanges('10.0.0.0/33')).toThrow(/CIDRs/);
  });
});
